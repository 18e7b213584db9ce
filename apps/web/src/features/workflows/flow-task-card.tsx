// The task list card of a shoot or an inquiry: its workflow's emails and to-dos with their due
// times and email statuses, pausing and resuming its automatic emails, and adding a to-do.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  DatePicker,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TFlowTask } from '@studio/shared/workflows/contracts';
import { errorLines } from '../../api/http-client.ts';
import { DATE_FORMAT, TIME_FORMAT } from '../../ui/date-formats.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { FlowTaskRow, type TaskAction } from './flow-task-row.tsx';
import { ManualEmailModal } from './manual-email-modal.tsx';
import { TaskModal, type TaskFields } from './task-modal.tsx';
import { toInstant, toPickerValue } from './task-timing-fields.tsx';
import { useFlowTaskChanges, useFlowTasks, type TaskSubject } from './use-flow-tasks.ts';
import './flow-tasks.css';

type Props = { subject: TaskSubject; timeZone: string; isLocked?: boolean };
type Open =
  | { kind: 'todo'; task: TFlowTask | undefined }
  | { kind: 'email'; task: TFlowTask }
  | { kind: 'due'; task: TFlowTask }
  | null;

export function FlowTaskCard({ subject, timeZone, isLocked = false }: Props) {
  const list = useFlowTasks(subject);
  const changes = useFlowTaskChanges(subject);
  const confirmDelete = useConfirmDelete();
  const [open, setOpen] = useState<Open>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const isPaused = list.data?.isPaused ?? false;
  const noun = subject.kind === 'order' ? 'shoot' : 'inquiry';

  /** Runs one change of one row, the row showing it is busy; a failure shows above the list. */
  const run = (taskId: string, change: () => Promise<unknown>) => {
    setLines([]);
    setBusyId(taskId);
    change()
      .catch((error: unknown) => setLines(errorLines(error)))
      .finally(() => setBusyId(null));
  };

  const act = (task: TFlowTask, action: TaskAction) => {
    if (action === 'send') run(task.id, () => changes.sendNow.mutateAsync(task.id));
    else if (action === 'email') setOpen({ kind: 'email', task });
    else if (action === 'due') setOpen({ kind: 'due', task });
    else if (action === 'edit') setOpen({ kind: 'todo', task });
    else
      void confirmDelete({
        title: `Delete ${task.name}?`,
        content:
          task.type === 'SEND_EMAIL'
            ? `The email will not be sent for this ${noun}. The workflow stays as it is.`
            : `The to-do is removed from this ${noun}.`,
        onDelete: () => changes.remove.mutateAsync(task.id),
      });
  };

  const saveTodo = async (task: TFlowTask | undefined, fields: TaskFields) => {
    setLines([]);
    try {
      await changes.save.mutateAsync({ id: task?.id, body: { ...fields, dueAt: null } });
      return true;
    } catch (error) {
      setLines(errorLines(error));
      return false;
    }
  };

  const body = (() => {
    if (list.isPending)
      return <Skeleton active paragraph={{ rows: 4 }} aria-label="Loading the tasks" />;
    if (list.isError)
      return (
        <Alert
          type="error"
          showIcon
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    if (list.data.tasks.length === 0)
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={`No tasks for this ${noun} yet. Its service's workflow plans them; you can add a to-do.`}
          style={{ margin: '8px 0' }}
        />
      );
    return (
      <ul aria-label="Tasks" className="flow-task-list">
        {list.data.tasks.map((task) => (
          <FlowTaskRow
            key={task.id}
            task={task}
            timeZone={timeZone}
            isPaused={isPaused}
            isLocked={isLocked}
            isBusy={busyId === task.id}
            onToggleComplete={(isComplete) =>
              run(task.id, () => changes.setStatus.mutateAsync({ id: task.id, isComplete }))
            }
            onAction={(action) => act(task, action)}
          />
        ))}
      </ul>
    );
  })();

  return (
    <Card
      title="Tasks"
      role="region"
      aria-label="Tasks"
      extra={
        !isLocked && (
          <Button
            type="text"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setOpen({ kind: 'todo', task: undefined })}
          >
            Add to-do
          </Button>
        )
      }
    >
      {!isLocked && list.data && (
        <Flex
          align="center"
          justify="space-between"
          gap={12}
          className={`flow-task-automation${isPaused ? ' is-paused' : ''}`}
        >
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>
              {isPaused ? 'Automatic emails paused' : 'Automatic emails on'}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {isPaused
                ? 'Nothing goes out by itself until you resume. Due emails then go at once.'
                : 'Emails go out by themselves when due.'}
            </Typography.Text>
          </div>
          <Switch
            checked={!isPaused}
            loading={changes.setPaused.isPending}
            aria-label="Automatic emails"
            onChange={(isOn) =>
              changes.setPaused.mutate(!isOn, {
                onError: (error) => setLines(errorLines(error)),
              })
            }
          />
        </Flex>
      )}
      {lines.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: () => setLines([]) }}
          title={lines.join(' ')}
          style={{ marginBottom: 12 }}
        />
      )}
      {body}
      {open?.kind === 'todo' && (
        <TaskModal
          kind="todo"
          task={open.task}
          defaults={{
            relativeTo: subject.kind === 'order' ? 'SHOOT_TIME' : 'INQUIRY_CREATED_TIME',
          }}
          timeZone={timeZone}
          schema="task"
          isSaving={changes.save.isPending}
          onSubmit={(fields) => saveTodo(open.task, fields)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'email' && (
        <ManualEmailModal subject={subject} task={open.task} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'due' && (
        <DueDateModal
          subject={subject}
          task={open.task}
          timeZone={timeZone}
          onClose={() => setOpen(null)}
        />
      )}
    </Card>
  );
}

type DueValues = { due: Dayjs | null };

function DueDateModal({
  subject,
  task,
  timeZone,
  onClose,
}: {
  subject: TaskSubject;
  task: TFlowTask;
  timeZone: string;
  onClose(): void;
}) {
  const [form] = Form.useForm<DueValues>();
  const [initial] = useState<DueValues>(() => ({
    due: task.dueAt ? toPickerValue(task.dueAt, timeZone) : null,
  }));
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const { setDueAt } = useFlowTaskChanges(subject);
  const [lines, setLines] = useState<string[]>([]);
  const submit = ({ due }: DueValues) => {
    if (!due) return;
    setDueAt.mutate(
      { task, dueAt: toInstant(due, timeZone) },
      {
        onSuccess: () => {
          guard.release();
          onClose();
        },
        onError: (error) => setLines(showServerError(form, ['due'], error)),
      },
    );
  };
  return (
    <FormModal<DueValues>
      open
      title="Change due date"
      width={modalWidths.default}
      isSaving={setDueAt.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      intro={
        <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
          {`“${task.name}” keeps this time when the ${subject.kind === 'order' ? 'shoot' : 'inquiry'} moves.`}
        </Typography.Paragraph>
      }
      formProps={{ form, name: 'due-date', initialValues: initial, onFinish: submit }}
    >
      <Form.Item
        name="due"
        label={`Due (${timeZone})`}
        rules={[{ required: true, message: messages.required }]}
      >
        <DatePicker
          aria-label="Due date and time"
          showTime={{ format: TIME_FORMAT, use12Hours: true, minuteStep: 5 }}
          format={`${DATE_FORMAT} ${TIME_FORMAT}`}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </FormModal>
  );
}
