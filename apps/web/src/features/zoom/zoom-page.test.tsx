import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TOption } from '@studio/shared/options/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { ZoomPage } from './zoom-page.tsx';

const user = userEvent.setup({ delay: null });
const LINK = 'https://us02web.zoom.us/j/81234567890';

afterEach(() => {
  vi.restoreAllMocks();
});

function serve(meetingUrl: string | null) {
  let stored = meetingUrl;
  vi.spyOn(http, 'get').mockImplementation(async (url) => {
    if (url === '/api/options/zoom-meeting') {
      return { name: 'zoom-meeting', value: { meetingUrl: stored } } satisfies TOption;
    }
    throw new Error(`unexpected GET ${url}`);
  });
  return vi.spyOn(http, 'post').mockImplementation(async (url, body) => {
    if (url !== '/api/options/zoom-meeting') throw new Error(`unexpected POST ${url}`);
    stored = (body as { value: { meetingUrl: string | null } }).value.meetingUrl;
    return { name: 'zoom-meeting', value: { meetingUrl: stored } } satisfies TOption;
  });
}

describe('the Zoom page', () => {
  it('saves a meeting link, then offers to copy, open and remove it', async () => {
    const post = serve(null);
    render(withProviders(<ZoomPage />, { path: '/zoom' }));

    const field = await screen.findByRole('textbox', { name: 'Zoom meeting link' });
    expect(screen.getByText('[Zoom Meeting Link]')).toBeInTheDocument();
    await user.type(field, `  ${LINK} `);
    await user.click(screen.getByRole('button', { name: 'Save link' }));

    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/options/zoom-meeting', {
        value: { meetingUrl: LINK },
      }),
    );
    expect(await screen.findByText('Saved!')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Open/ })).toHaveAttribute('href', LINK);

    await user.click(screen.getByRole('button', { name: /Remove/ }));
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith('/api/options/zoom-meeting', {
        value: { meetingUrl: null },
      }),
    );
    expect(await screen.findByText('Zoom link removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: /Open/ })).toBeNull());
  });

  it('refuses a link that is not a Zoom meeting address before sending it', async () => {
    const post = serve(null);
    render(withProviders(<ZoomPage />, { path: '/zoom' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Zoom meeting link' }),
      'https://meet.example.com/abc',
    );
    await user.click(screen.getByRole('button', { name: 'Save link' }));
    expect(await screen.findByText(messages.zoomUrl)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
