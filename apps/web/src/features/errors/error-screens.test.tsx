import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, data, RouterProvider, type RouteObject } from 'react-router';
import { HttpError } from '../../api/http-client.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorScreen } from './route-error-screen.tsx';

function renderFailing(failure: () => never, reload = vi.fn()) {
  const routes: RouteObject[] = [
    { path: '/', element: <p>Home screen</p> },
    {
      path: '/broken',
      loader: () => failure(),
      HydrateFallback: () => null,
      element: <p>never</p>,
      errorElement: <RouteErrorScreen reload={reload} />,
    },
  ];
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/broken'] })} />);
  return reload;
}

describe('RouteErrorScreen', () => {
  beforeEach(() => sessionStorage.clear());

  it.each([
    [404, 'The page you’re looking for does not exist. Sorry!'],
    [403, 'Access denied'],
    [502, 'Bad gateway'],
    [503, 'Service unavailable'],
    [504, 'Gateway timeout'],
  ])('shows %i with its fixed message and the way Home', async (status, message) => {
    renderFailing(() => {
      throw data('ignored', { status });
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: String(status) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back Home' })).toHaveAttribute('href', '/');
  });

  it('shows an HTTP error of the client with its status and message', async () => {
    renderFailing(() => {
      throw new HttpError({ status: 500, title: 'Internal', detail: 'Something broke' });
    });
    expect(await screen.findByText('Something broke')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '500' })).toBeInTheDocument();
  });

  it('shows the name and message of any other error', async () => {
    renderFailing(() => {
      throw new RangeError('Out of range');
    });
    expect(await screen.findByText('Out of range')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RangeError' })).toBeInTheDocument();
  });

  describe('chunk-load failure', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    /** The router starts in the failed state, so the screen renders inside render's act(). */
    function renderChunkFailure(message: string) {
      const reload = vi.fn();
      const routes: RouteObject[] = [
        {
          id: 'page',
          path: '/',
          element: <p>never</p>,
          errorElement: <RouteErrorScreen reload={reload} />,
        },
      ];
      const router = createMemoryRouter(routes, {
        hydrationData: { errors: { page: new TypeError(message) } },
      });
      render(<RouterProvider router={router} />);
      return reload;
    }

    it.each([
      'Failed to fetch dynamically imported module: https://app/assets/page-1.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: /assets/page-1.js',
    ])('reloads the page after one second: %s', (message) => {
      const reload = renderChunkFailure(message);
      expect(
        screen.getByText('A new version of the app is available. Reloading…'),
      ).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(999));
      expect(reload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(reload).toHaveBeenCalledTimes(1);
    });

    it('does not reload in a loop when the chunk fails again right after a reload', () => {
      sessionStorage.setItem('studio:chunk-reload-at', String(Date.now()));
      const reload = renderChunkFailure('Failed to fetch dynamically imported module: /a.js');
      expect(screen.getByText('Error connect to server')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(5000));
      expect(reload).not.toHaveBeenCalled();
    });
  });
});

describe('NotFoundPage', () => {
  it('says the page does not exist and goes back Home inside the app', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home screen</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/nowhere'] },
    );
    render(<RouterProvider router={router} />);
    expect(
      screen.getByText('The page you’re looking for does not exist. Sorry!'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go back Home' }));
    expect(await screen.findByText('Home screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
