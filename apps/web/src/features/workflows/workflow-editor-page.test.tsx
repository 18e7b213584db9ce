import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import type { TWorkflowTemplate } from '@studio/shared/workflows/contracts';
import { json, sentTo, stubFetch, type FetchRoutes } from '../../test/fetch-stub.ts';
import { Where, withProviders } from '../../test/session-fixture.tsx';
import { WorkflowEditorPage } from './workflow-editor-page.tsx';
import { WorkflowsPage } from './workflows-page.tsx';

const user = userEvent.setup({ delay: null });

afterEach(() => vi.unstubAllGlobals());

const REMINDER_TEMPLATE_ID = '7d7a2f3e-1b7c-4a59-9d0e-000000000002';
const emailTemplates: TEmailTemplateListItem[] = [
  {
    id: '7d7a2f3e-1b7c-4a59-9d0e-000000000001',
    name: 'Booking confirmation',
    subject: 'Your shoot is booked',
    isPrivate: false,
    attachment: null,
    kind: 'BOOKING_CONFIRMATION',
    isDefault: true,
    isChanged: false,
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
  {
    id: REMINDER_TEMPLATE_ID,
    name: 'Shoot reminder',
    subject: 'See you soon',
    isPrivate: false,
    attachment: null,
    kind: 'SHOOT_REMINDER',
    isDefault: true,
    isChanged: false,
    createdDate: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  },
];

const defaultWorkflow: TWorkflowTemplate = {
  id: 'w-default',
  name: 'Default workflow',
  isPrivate: false,
  isDefault: true,
  updatedAt: '2026-03-01T09:00:00.000Z',
  tasks: [
    {
      id: 'task-reminder',
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
      emailTemplateId: REMINDER_TEMPLATE_ID,
    },
  ],
};
const newbornWorkflow: TWorkflowTemplate = {
  ...defaultWorkflow,
  id: 'w-newborn',
  name: 'Newborn',
  isDefault: false,
  updatedAt: '2026-03-02T09:00:00.000Z',
  tasks: [],
};

function renderAt(path: string, routes: FetchRoutes) {
  const fetchMock = stubFetch({
    'GET /api/flow-task-list-templates': () => json(200, [newbornWorkflow, defaultWorkflow]),
    'GET /api/email-templates/workflow': () => json(200, emailTemplates),
    ...routes,
  });
  render(
    withProviders(null, {
      path,
      routes: [
        { path: '/management/workflow', element: <WorkflowsPage /> },
        { path: '/management/workflow/:id', element: <WorkflowEditorPage /> },
        { path: '/where', element: <Where /> },
      ],
    }),
  );
  return fetchMock;
}

/** Opens a select by its label and clicks one of its options. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  const item = found.find((node) => node.classList.contains('ant-select-item-option'));
  if (!item) throw new Error(`no option ${option}`);
  await user.click(item);
}

function errorsOf(label: string): string[] {
  const item = screen.getByLabelText(label).closest('.ant-form-item');
  if (!item) throw new Error(`no form item for ${label}`);
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((node) => node.textContent);
}

describe('Workflow templates', { timeout: 90_000 }, () => {
  it('lists the default first with the Personalized tag and opens one to edit by a click', async () => {
    renderAt('/management/workflow', {
      'GET /api/flow-task-list-templates/w-default': () => json(200, defaultWorkflow),
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Default workflowPersonalized',
      'Newborn',
    ]);
    // Last modified, in the business time zone (Berlin: UTC+1 in March).
    expect(within(rows[0]!).getByText('Mar 1, 2026 at 10:00 AM')).toBeInTheDocument();

    await user.click(within(rows[0]!).getByText('Default workflow'));
    expect(await screen.findByDisplayValue('Default workflow')).toBeInTheDocument();
    // The editor says what an edit does to the shoots already planned.
    expect(screen.getByText(messages.workflowEditApplies)).toBeInTheDocument();
    const shoot = screen.getByRole('region', { name: 'Shoot tasks' });
    expect(within(shoot).getByText('Shoot reminder')).toBeInTheDocument();
    expect(await within(shoot).findByText('2 days before shoot time')).toBeInTheDocument();
    // A default template cannot be deleted.
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('creates a workflow: the name is required, an "immediately" kind sets interval 1 and clears the due date', async () => {
    const fetchMock = renderAt('/management/workflow/new', {
      'POST /api/flow-task-list-templates': () => json(201, { ...newbornWorkflow, id: 'w-2' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(errorsOf('Workflow name')).toEqual([messages.required]));

    fireEvent.change(screen.getByLabelText('Workflow name'), { target: { value: 'Weddings' } });
    const shoot = screen.getByRole('region', { name: 'Shoot tasks' });
    await user.click(within(shoot).getByRole('button', { name: 'Add email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add automation email task' });

    // Saving without a template or a sane interval shows the shared schema's messages.
    fireEvent.change(within(dialog).getByLabelText('Interval'), { target: { value: '0' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByText(messages.flowTaskEmailTemplateRequired)).toBeVisible(),
    );
    await waitFor(() => expect(errorsOf('Interval')).toEqual([messages.dueIntervalMin]));

    await choose('Email template', 'Shoot reminder');
    // A new task is named after its template.
    expect(within(dialog).getByLabelText('Task name')).toHaveValue('Shoot reminder');
    fireEvent.change(within(dialog).getByLabelText('Interval'), { target: { value: '3' } });

    // An absolute time, then "Immediately at": the due date is cleared and the interval is 1.
    await choose('When', 'Absolute due time');
    const due = await within(dialog).findByLabelText('Due date and time');
    fireEvent.mouseDown(due);
    fireEvent.change(due, { target: { value: 'Jun 10, 2030 10:00 AM' } });
    fireEvent.keyDown(due, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(due).toHaveValue('Jun 10, 2030 10:00 AM'));
    await choose('When', 'Immediately at');
    // The interval field comes back when the kind changes: wait for it to render.
    const interval = await within(dialog).findByLabelText('Interval');
    await waitFor(() => expect(interval).toHaveValue('1'));
    expect(interval).toBeDisabled();
    await choose('Relative to', 'Booked time');
    // The summary follows the form's watched values, a render after the choice.
    await waitFor(() =>
      expect(within(dialog).getByTestId('timing')).toHaveTextContent(
        'Due: Immediately at booked time',
      ),
    );
    await choose('When', 'Absolute due time');
    expect(await within(dialog).findByLabelText('Due date and time')).toHaveValue('');
    await choose('When', 'Immediately at');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(within(shoot).getByText('Immediately at booked time')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.workflowCreated)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'POST /api/flow-task-list-templates')).toEqual([
      {
        name: 'Weddings',
        isPrivate: false,
        tasks: [
          {
            group: 'SHOOT',
            name: 'Shoot reminder',
            type: 'SEND_EMAIL',
            isAuto: true,
            emailTemplateId: REMINDER_TEMPLATE_ID,
            dependency: 'IMMEDIATELY_AT',
            relativeTo: 'BOOKED_TIME',
            dueInterval: 1,
            intervalUnit: 'DAYS',
            absoluteDueAt: null,
          },
        ],
      },
    ]);
    // Back to the table, which now lists it.
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('adds an automatic contract task to the shoot group only, its email template optional', async () => {
    const fetchMock = renderAt('/management/workflow/w-newborn', {
      'GET /api/flow-task-list-templates/w-newborn': () => json(200, newbornWorkflow),
      'PUT /api/flow-task-list-templates/w-newborn': () => json(200, newbornWorkflow),
    });
    const shoot = await screen.findByRole('region', { name: 'Shoot tasks' });
    const inquiry = screen.getByRole('region', { name: 'Inquiry tasks' });
    expect(within(inquiry).queryByRole('button', { name: 'Add contract' })).toBeNull();
    await user.click(within(shoot).getByRole('button', { name: 'Add contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contract task' });
    expect(within(dialog).getByText('Email template (optional)')).toBeVisible();
    fireEvent.change(within(dialog).getByLabelText('Task name'), {
      target: { value: 'Send the contract' },
    });
    await choose('When', 'Immediately at');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(within(shoot).getByText('Send the contract')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.workflowUpdated)).toBeInTheDocument();
    const [sent] = sentTo(fetchMock, 'PUT /api/flow-task-list-templates/w-newborn') as {
      tasks: unknown[];
    }[];
    expect(sent?.tasks).toEqual([
      expect.objectContaining({
        group: 'SHOOT',
        type: 'SEND_CONTRACT',
        name: 'Send the contract',
        isAuto: true,
        dependency: 'IMMEDIATELY_AT',
        emailTemplateId: null,
      }),
    ]);
  });

  it('adds a to-do, saves an edit with its toast, and deletes a template of the owner after asking', async () => {
    const fetchMock = renderAt('/management/workflow/w-newborn', {
      'GET /api/flow-task-list-templates/w-newborn': () => json(200, newbornWorkflow),
      'PUT /api/flow-task-list-templates/w-newborn': () => json(200, newbornWorkflow),
      'DELETE /api/flow-task-list-templates/w-newborn': () => new Response(null, { status: 204 }),
    });
    const inquiry = await screen.findByRole('region', { name: 'Inquiry tasks' });
    await user.click(within(inquiry).getByRole('button', { name: 'Add to-do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add manual to-do task' });
    fireEvent.change(within(dialog).getByLabelText('To-do'), {
      target: { value: 'Call the client' },
    });
    fireEvent.change(within(dialog).getByLabelText('Interval'), { target: { value: '2' } });
    // Seen by the form once the due time reads it.
    expect(
      await within(dialog).findByText('Due: 2 days before inquiry created time'),
    ).toBeVisible();
    // Closing with unsaved changes asks first; keeping them leaves the modal open.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await screen.findAllByText(messages.discardChanges))[0]).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByText(messages.discardChanges)).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByLabelText('To-do')).toHaveValue('Call the client');
    await choose('Unit', 'Hours');
    await choose('When', 'After');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(within(inquiry).getByText('2 hours after inquiry created time')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(messages.workflowUpdated)).toBeInTheDocument();
    const [sent] = sentTo(fetchMock, 'PUT /api/flow-task-list-templates/w-newborn') as {
      tasks: unknown[];
    }[];
    expect(sent?.tasks).toEqual([
      expect.objectContaining({
        group: 'INQUIRY',
        type: 'TODO',
        name: 'Call the client',
        isAuto: false,
        dependency: 'AFTER',
        relativeTo: 'INQUIRY_CREATED_TIME',
        dueInterval: 2,
        intervalUnit: 'HOURS',
        emailTemplateId: null,
      }),
    ]);

    await user.click(await screen.findByRole('row', { name: /Newborn/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Newborn?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(messages.deleted)).toBeInTheDocument();
    expect(sentTo(fetchMock, 'DELETE /api/flow-task-list-templates/w-newborn')).toHaveLength(1);
  });
});
