import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEmailPreview } from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import type { TFlowTask, TFlowTaskList } from '@studio/shared/workflows/contracts';
import { json, problem, sentTo, stubFetch, type FetchRoutes } from '../../test/fetch-stub.ts';
import { withProviders } from '../../test/session-fixture.tsx';
import { FlowTaskCard } from './flow-task-card.tsx';

const user = userEvent.setup({ delay: null });
const LIST = 'GET /api/flow-tasks/orders/OABCDE12345';

afterEach(() => vi.unstubAllGlobals());

function task(overrides: Partial<TFlowTask>): TFlowTask {
  return {
    id: 't1',
    name: 'Shoot reminder',
    type: 'SEND_EMAIL',
    isAuto: true,
    group: 'SHOOT',
    sortIndex: 0,
    dependency: 'BEFORE',
    relativeTo: 'SHOOT_TIME',
    dueInterval: 2,
    intervalUnit: 'DAYS',
    absoluteDueAt: null,
    emailTemplateId: 'e1',
    orderId: 'OABCDE12345',
    inquiryId: null,
    templateTaskId: 'tt1',
    dueAt: '2030-06-08T08:00:00.000Z',
    isDueAtManual: false,
    status: 'INCOMPLETE',
    customSubject: null,
    customContent: null,
    email: null,
    ...overrides,
  };
}

const confirmation = task({
  id: 't0',
  name: 'Booking confirmation',
  dueAt: '2030-05-01T12:00:00.000Z',
  email: {
    status: 'OPENED',
    reason: null,
    isRetrying: false,
    sentAt: '2030-05-01T12:00:05.000Z',
  },
});
const failed = task({
  id: 't2',
  name: 'Questionnaire reminder',
  dueAt: '2030-05-02T12:00:00.000Z',
  email: {
    status: 'FAILED',
    reason: '550 5.1.1 Mailbox does not exist',
    isRetrying: false,
    sentAt: null,
  },
});
const reminder = task({});
const todo = task({
  id: 't3',
  name: 'Pack the reflector',
  type: 'TODO',
  isAuto: false,
  emailTemplateId: null,
  dueAt: null,
});

function renderCard(list: TFlowTaskList, routes: FetchRoutes = {}) {
  const fetchMock = stubFetch({ [LIST]: () => json(200, list), ...routes });
  render(
    withProviders(
      <FlowTaskCard subject={{ kind: 'order', orderId: 'OABCDE12345' }} timeZone="Europe/Berlin" />,
    ),
  );
  return fetchMock;
}

const rowOf = async (name: string) => {
  const rows = await screen.findAllByTestId('flow-task');
  const row = rows.find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`no task ${name}`);
  return row;
};

describe('FlowTaskCard', { timeout: 90_000 }, () => {
  it('shows each task with its due time in the business time zone and where its email stands', async () => {
    renderCard({ isPaused: false, tasks: [confirmation, failed, reminder, todo] });

    const sent = await rowOf('Booking confirmation');
    expect(within(sent).getByTestId('email-status')).toHaveTextContent('Opened');
    expect(within(sent).getByText('Sent May 1, 2030 at 2:00 PM')).toBeInTheDocument();
    expect(within(sent).queryByRole('button', { name: /Send now/ })).not.toBeInTheDocument();

    const bounced = await rowOf('Questionnaire reminder');
    expect(within(bounced).getByTestId('email-status')).toHaveTextContent('Failed');
    expect(within(bounced).getByText('550 5.1.1 Mailbox does not exist')).toBeInTheDocument();
    expect(within(bounced).getByRole('button', { name: /Retry/ })).toBeInTheDocument();

    // 08:00 UTC is 10:00 in Berlin in June.
    const planned = await rowOf('Shoot reminder');
    expect(within(planned).getByTestId('email-status')).toHaveTextContent('Scheduled');
    expect(within(planned).getByText('Due Jun 8, 2030 at 10:00 AM')).toBeInTheDocument();

    const toDo = await rowOf('Pack the reflector');
    expect(within(toDo).queryByTestId('email-status')).not.toBeInTheDocument();
    expect(within(toDo).getByText('No due date yet')).toBeInTheDocument();
  });

  it('sends an email now and shows it queued', async () => {
    const queued = {
      ...reminder,
      email: { status: 'NEW' as const, reason: null, isRetrying: false, sentAt: null },
    };
    let current = reminder;
    const fetchMock = renderCard(
      { isPaused: false, tasks: [reminder] },
      {
        [LIST]: () => json(200, { isPaused: false, tasks: [current] }),
        'POST /api/emails/flow-tasks/t1/send': () => {
          current = queued;
          return json(200, queued);
        },
      },
    );
    const row = await rowOf('Shoot reminder');
    await user.click(within(row).getByRole('button', { name: /Send now/ }));
    expect(await screen.findByText('Email sent')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByTestId('email-status')).toHaveTextContent('Queued'),
    );
    expect(within(row).queryByRole('button', { name: /Send now/ })).not.toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/emails/flow-tasks/t1/send')).toHaveLength(1);
  });

  it('says an email the mail server refused for now is being retried, and why', async () => {
    const retrying = task({
      name: 'Booking confirmation',
      email: {
        status: 'NEW',
        reason: 'Retrying: 451 4.2.1 Mailbox busy, try later',
        isRetrying: true,
        sentAt: null,
      },
    });
    renderCard({ isPaused: false, tasks: [retrying] });
    const row = await rowOf('Booking confirmation');
    expect(within(row).getByTestId('email-status')).toHaveTextContent('Retrying');
    expect(
      within(row).getByText('Retrying: 451 4.2.1 Mailbox busy, try later'),
    ).toBeInTheDocument();
    // It is still on its way: nothing to send again by hand.
    expect(within(row).queryByRole('button', { name: /Send now|Retry/ })).not.toBeInTheDocument();
  });

  it('says why a send was refused', async () => {
    renderCard(
      { isPaused: false, tasks: [reminder] },
      {
        'POST /api/emails/flow-tasks/t1/send': () =>
          problem(409, 'Conflict', messages.flowTaskAlreadySent),
      },
    );
    const row = await rowOf('Shoot reminder');
    await user.click(within(row).getByRole('button', { name: /Send now/ }));
    expect(await screen.findByText(messages.flowTaskAlreadySent)).toBeInTheDocument();
  });

  it('pauses the automation: planned emails say they wait', async () => {
    let isPaused = false;
    const fetchMock = renderCard(
      { isPaused, tasks: [reminder] },
      {
        [LIST]: () => json(200, { isPaused, tasks: [reminder] }),
        'PATCH /api/flow-tasks/orders/OABCDE12345/automation': () => {
          isPaused = true;
          return json(200, { isPaused, tasks: [reminder] });
        },
      },
    );
    const row = await rowOf('Shoot reminder');
    expect(screen.getByText('Automatic emails on')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Automatic emails' }));
    expect(
      await screen.findByText('Automation paused: no email goes out until you resume it'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(row).getByTestId('email-status')).toHaveTextContent('Paused'),
    );
    expect(screen.getByText('Automatic emails paused')).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PATCH /api/flow-tasks/orders/OABCDE12345/automation')).toEqual([
      { isPaused: true },
    ]);
  });

  it('edits this one send before it goes, starting from the template filled in for the shoot', async () => {
    const preview: TEmailPreview = {
      templateId: 'e1',
      name: 'Shoot reminder',
      kind: 'SHOOT_REMINDER',
      isDefault: true,
      isPrivate: false,
      subject: 'See you on Jun 10, Ada',
      html: '<p>Bring a smile.</p>',
      text: 'Bring a smile.',
      attachment: null,
    };
    const fetchMock = renderCard(
      { isPaused: false, tasks: [reminder] },
      {
        'GET /api/email-templates/orders/OABCDE12345': () => json(200, [preview]),
        'POST /api/emails/flow-tasks/t1/send-customize': () =>
          json(200, { ...reminder, customSubject: 'See you soon', customContent: '<p>Hi</p>' }),
      },
    );
    const row = await rowOf('Shoot reminder');
    await user.click(within(row).getByRole('button', { name: 'More for Shoot reminder' }));
    await user.click(await screen.findByText('Add manual email'));
    const dialog = await screen.findByRole('dialog', { name: 'Add manual email' });
    const subject = await within(dialog).findByLabelText('Subject');
    expect(subject).toHaveValue('See you on Jun 10, Ada');

    fireEvent.change(subject, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save for its due time' }));
    expect(await within(dialog).findByText(messages.required)).toBeInTheDocument();

    fireEvent.change(subject, { target: { value: 'See you soon' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save for its due time' }));
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/emails/flow-tasks/t1/send-customize')).toEqual([
      { subject: 'See you soon', content: '<p>Bring a smile.</p>', sendNow: false },
    ]);
  });

  it('marks a task complete', async () => {
    const fetchMock = renderCard(
      { isPaused: false, tasks: [todo] },
      {
        'PATCH /api/flow-tasks/t3/update-status': () => json(200, { ...todo, status: 'COMPLETE' }),
      },
    );
    await user.click(
      await screen.findByRole('checkbox', { name: 'Mark Pack the reflector complete' }),
    );
    expect(await screen.findByText(messages.saved)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'PATCH /api/flow-tasks/t3/update-status')).toEqual([
      { status: 'COMPLETE' },
    ]);
  });

  it('shows the empty state', async () => {
    renderCard({ isPaused: false, tasks: [] });
    expect(
      await screen.findByText(
        "No tasks for this shoot yet. Its service's workflow plans them; you can add a to-do.",
      ),
    ).toBeInTheDocument();
  });
});
