import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@studio/shared/messages';
import type { TQuestionnaireTemplate } from '@studio/shared/questionnaires/contracts';
import { http } from '../../api/http-client.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { QuestionnairesPage } from './questionnaires-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => vi.restoreAllMocks());

function template(overrides: Partial<TQuestionnaireTemplate> = {}): TQuestionnaireTemplate {
  return {
    id: 't1',
    type: 'BOOKING',
    name: 'Family session',
    isDefault: false,
    serviceCount: 2,
    createdAt: '2025-10-01T10:00:00.000Z',
    updatedAt: '2025-10-02T10:00:00.000Z',
    fields: [
      {
        id: 'f1',
        type: 'SHORT_TEXT',
        label: 'Who will be in the photos?',
        isRequired: true,
        options: [],
      },
      { id: 'f2', type: 'YES_NO', label: 'Will you bring a pet?', isRequired: false, options: [] },
    ],
    ...overrides,
  };
}

function mockGets(list: TQuestionnaireTemplate[]) {
  return vi.spyOn(http, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/questionnaire-templates') return list;
    const found = list.find((t) => url === `/api/questionnaire-templates/${t.id}`);
    if (found) return found;
    throw new Error(`unexpected GET ${url}`);
  });
}

function drawer(): HTMLElement {
  const element = document.querySelector('.ant-drawer-section');
  if (!(element instanceof HTMLElement)) throw new Error('no drawer');
  return element;
}

/** The drawer opens on a later tick. */
async function drawerOpened() {
  await waitFor(() => expect(document.querySelector('.ant-drawer-section form')).not.toBeNull());
}

async function addQuestion(kind: string) {
  await user.click(within(drawer()).getByRole('button', { name: /Add question/ }));
  // Each type is a button named by its label and what it asks ('Yes / no Two buttons: …').
  const escaped = kind.replace(/[/]/g, '\\/');
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${escaped}`) }));
}

describe('QuestionnairesPage', { timeout: 150_000 }, () => {
  it('offers to create the first questionnaire when there is none', async () => {
    mockGets([]);
    render(withProviders(<QuestionnairesPage />));
    expect(await screen.findByText(/No questionnaires yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Inquiry questionnaire/ }));
    await drawerOpened();
    // A new inquiry questionnaire starts with the basic inquiry questions.
    await waitFor(() => expect(within(drawer()).getAllByTestId('question-row')).toHaveLength(4));
    expect(within(drawer()).getByLabelText('Question 1')).toHaveValue('Full name');
    expect(
      within(drawer()).getByLabelText('Use for the business inquiry form'),
    ).toBeInTheDocument();
  });

  it('filters by type and tells how many questions and services', async () => {
    mockGets([
      template(),
      template({
        id: 't2',
        type: 'INQUIRY',
        name: 'Wedding inquiry',
        isDefault: true,
        serviceCount: 0,
      }),
    ]);
    render(withProviders(<QuestionnairesPage />));
    expect(await screen.findByText('Family session')).toBeInTheDocument();
    expect(screen.getByText('2 questions · used by 2 services')).toBeInTheDocument();
    expect(screen.getByText('Business inquiry form')).toBeInTheDocument();
    await user.click(screen.getByText('Inquiry (1)'));
    expect(screen.queryByText('Family session')).not.toBeInTheDocument();
    expect(screen.getByText('Wedding inquiry')).toBeInTheDocument();
  });

  it('asks for at least one option on a choice question, then saves the whole questionnaire', async () => {
    mockGets([]);
    const saved = template({ id: 'new', fields: [] });
    const post = vi.spyOn(http, 'post').mockResolvedValue(saved);
    render(withProviders(<QuestionnairesPage />));
    await user.click(await screen.findByRole('button', { name: /Booking questionnaire/ }));
    await drawerOpened();
    fireEvent.change(within(drawer()).getByLabelText('Name'), {
      target: { value: 'Mini session' },
    });

    await addQuestion('Single choice');
    const question = within(drawer()).getByLabelText('Question 1');
    await waitFor(() => expect(question).toHaveFocus());
    fireEvent.change(question, { target: { value: 'Which backdrop?' } });
    await user.click(
      await within(drawer()).findByRole('button', { name: 'Remove option 1 of Which backdrop?' }),
    );
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await within(drawer()).findByText(messages.questionOptionsRequired)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.click(within(drawer()).getByRole('button', { name: /Add option/ }));
    fireEvent.change(within(drawer()).getByLabelText('Option 1 of Which backdrop?'), {
      target: { value: 'Linen' },
    });
    await user.click(within(drawer()).getByRole('button', { name: /Add option/ }));
    fireEvent.change(within(drawer()).getByLabelText('Option 2 of Which backdrop?'), {
      target: { value: 'Garden' },
    });
    await user.click(
      await within(drawer()).findByRole('switch', { name: 'Required: Which backdrop?' }),
    );

    await addQuestion('Yes / no');
    fireEvent.change(within(drawer()).getByLabelText('Question 2'), {
      target: { value: 'Bringing a pet?' },
    });
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const [url, body] = post.mock.calls[0]!;
    expect(url).toBe('/api/questionnaire-templates');
    expect(body).toEqual({
      type: 'BOOKING',
      name: 'Mini session',
      isDefault: false,
      fields: [
        {
          id: expect.any(String),
          type: 'SELECT',
          label: 'Which backdrop?',
          isRequired: true,
          options: ['Linen', 'Garden'],
        },
        {
          id: expect.any(String),
          type: 'YES_NO',
          label: 'Bringing a pet?',
          isRequired: false,
          options: [],
        },
      ],
    });
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
  });

  it('shows the required message on an empty question', async () => {
    mockGets([]);
    const post = vi.spyOn(http, 'post');
    render(withProviders(<QuestionnairesPage />));
    await user.click(await screen.findByRole('button', { name: /Booking questionnaire/ }));
    await drawerOpened();
    fireEvent.change(within(drawer()).getByLabelText('Name'), { target: { value: 'Mini' } });
    await addQuestion('Short text');
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    expect(await within(drawer()).findByText(messages.required)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('deletes a question, then saves with PUT', async () => {
    mockGets([template()]);
    const put = vi.spyOn(http, 'put').mockImplementation(async (_url, body) => ({
      ...template(),
      ...(body as object),
    }));
    render(withProviders(<QuestionnairesPage />));
    await user.click(await screen.findByText('Family session'));
    await drawerOpened();
    await waitFor(() => expect(within(drawer()).getAllByTestId('question-row')).toHaveLength(2));
    await user.click(
      await within(drawer()).findByRole('button', { name: 'Delete Who will be in the photos?' }),
    );
    await waitFor(() => expect(within(drawer()).getAllByTestId('question-row')).toHaveLength(1));
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect(put.mock.calls[0]![0]).toBe('/api/questionnaire-templates/t1');
    expect((put.mock.calls[0]![1] as { fields: { id: string }[] }).fields.map((f) => f.id)).toEqual(
      ['f2'],
    );
  });

  it('deletes a questionnaire after confirming, saying what goes with it', async () => {
    mockGets([template()]);
    const remove = vi.spyOn(http, 'delete').mockResolvedValue(undefined);
    render(withProviders(<QuestionnairesPage />));
    await user.click(await screen.findByRole('button', { name: 'Delete Family session' }));
    expect(await screen.findByText(/detached from 2 services/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('/api/questionnaire-templates/t1'));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
  });
});

describe('QuestionnairesPage reordering', { timeout: 150_000 }, () => {
  it('moves a question down with the keyboard and saves the new order', async () => {
    // jsdom lays nothing out: give each question a place so the keyboard sensor can move.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const row = this.closest('[data-testid="question-row"]');
      const rows = screen.queryAllByTestId('question-row');
      const index = row ? rows.indexOf(row as HTMLElement) : 0;
      return new DOMRect(0, 100 + index * 80, 600, 72);
    });
    mockGets([template()]);
    const put = vi.spyOn(http, 'put').mockResolvedValue(template());
    render(withProviders(<QuestionnairesPage />));
    await user.click(await screen.findByText('Family session'));
    await drawerOpened();
    const handle = await within(drawer()).findByRole('button', {
      name: 'Reorder Who will be in the photos?',
    });
    handle.focus();
    const press = async (target: Element | Document, code: string) =>
      act(async () => {
        fireEvent.keyDown(target, { code });
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    await press(handle, 'Space');
    await press(document, 'ArrowDown');
    await press(document, 'Space');
    await waitFor(() =>
      expect(within(drawer()).getByLabelText('Question 1')).toHaveValue('Will you bring a pet?'),
    );
    await user.click(within(drawer()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(put).toHaveBeenCalledTimes(1));
    expect((put.mock.calls[0]![1] as { fields: { id: string }[] }).fields.map((f) => f.id)).toEqual(
      ['f2', 'f1'],
    );
  });
});
