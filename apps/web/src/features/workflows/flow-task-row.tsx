// One task of a shoot's or inquiry's list: done or not, its due time in the business time zone,
// where its email stands (with the reason when it failed or is being retried), and what the owner
// can do with it.
import { Button, Checkbox, Dropdown, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import {
  CalendarOutlined,
  CheckSquareOutlined,
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  MailOutlined,
  MoreOutlined,
  RedoOutlined,
  SendOutlined,
} from '@ant-design/icons';
import type { TFlowTask } from '@studio/shared/workflows/contracts';
import { formatDateTime } from '../../ui/date-formats.ts';
import { emailStatusTexts, retryingEmailText } from './workflow-labels.ts';

export type TaskAction = 'send' | 'email' | 'due' | 'edit' | 'delete';

type Props = {
  task: TFlowTask;
  timeZone: string;
  isPaused: boolean;
  isLocked: boolean;
  isBusy: boolean;
  onToggleComplete(isComplete: boolean): void;
  onAction(action: TaskAction): void;
};

/** Where the task's email stands, in the owner's words; null for a task without an email. */
export function emailState(
  task: TFlowTask,
  isPaused: boolean,
): { label: string; color: string; hint: string } | null {
  if (task.type !== 'SEND_EMAIL' && task.type !== 'SEND_CONTRACT') return null;
  if (task.email?.isRetrying) return retryingEmailText;
  if (task.email) return emailStatusTexts[task.email.status];
  if (task.status === 'COMPLETE')
    return { label: 'Not sent', color: 'default', hint: 'Marked complete before it was sent.' };
  if (!task.isAuto)
    return {
      label: 'Waiting for you',
      color: 'default',
      hint: 'Goes out when you press Send now.',
    };
  if (!task.dueAt)
    return {
      label: 'No date yet',
      color: 'default',
      hint: 'It gets a due date once the shoot has one.',
    };
  if (isPaused)
    return { label: 'Paused', color: 'orange', hint: 'Waits until the automation is resumed.' };
  return { label: 'Scheduled', color: 'purple', hint: 'Goes out automatically when due.' };
}

export function FlowTaskRow(props: Props) {
  const { task, timeZone, isLocked, isBusy } = props;
  const { token } = theme.useToken();
  // A contract task sends signing emails: it shows and acts as an email task.
  const isEmail = task.type === 'SEND_EMAIL' || task.type === 'SEND_CONTRACT';
  const isComplete = task.status === 'COMPLETE';
  const isSent = task.email !== null;
  const isFailed = task.email?.status === 'FAILED';
  const canSend = isEmail && !isLocked && !isComplete && (!isSent || isFailed);
  const isOverdue =
    !isComplete && !isSent && task.dueAt !== null && new Date(task.dueAt).getTime() < Date.now();
  const state = emailState(task, props.isPaused);

  const menu = [
    isEmail && !isSent && !isComplete
      ? {
          key: 'email',
          icon: <EditOutlined />,
          label: task.customSubject ? 'Edit manual email' : 'Add manual email',
        }
      : null,
    !isSent && !isComplete
      ? { key: 'due', icon: <CalendarOutlined />, label: 'Change due date' }
      : null,
    !isEmail && !isComplete ? { key: 'edit', icon: <EditOutlined />, label: 'Edit to-do' } : null,
    !isSent ? { key: 'delete', icon: <DeleteOutlined />, label: 'Delete', danger: true } : null,
  ].filter((item) => item !== null);

  return (
    <li
      className="flow-task-row"
      data-testid="flow-task"
      style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Checkbox
        checked={isComplete}
        disabled={isLocked || isBusy}
        aria-label={isComplete ? `Mark ${task.name} incomplete` : `Mark ${task.name} complete`}
        onChange={(event) => props.onToggleComplete(event.target.checked)}
        style={{ marginTop: 2 }}
      />
      <div className="flow-task-main">
        <Flex align="center" gap={6} wrap>
          <span aria-hidden style={{ color: token.colorTextTertiary, display: 'flex' }}>
            {task.type === 'SEND_CONTRACT' ? (
              <FileDoneOutlined />
            ) : isEmail ? (
              <MailOutlined />
            ) : (
              <CheckSquareOutlined />
            )}
          </span>
          <Typography.Text
            strong
            delete={isComplete && !isSent}
            type={isComplete ? 'secondary' : undefined}
          >
            {task.name}
          </Typography.Text>
          {task.customSubject && !isSent && (
            <Tag style={{ margin: 0 }} bordered={false}>
              Edited
            </Tag>
          )}
        </Flex>
        <Typography.Text
          type={isOverdue ? 'danger' : 'secondary'}
          style={{ fontSize: 13, display: 'block' }}
        >
          {dueLine(task, timeZone, isOverdue)}
        </Typography.Text>
        {(isFailed || task.email?.isRetrying) && task.email?.reason && (
          <Typography.Text
            type={isFailed ? 'danger' : 'warning'}
            style={{ fontSize: 13, display: 'block' }}
          >
            {task.email.reason}
          </Typography.Text>
        )}
      </div>
      <Flex
        align="center"
        gap={4}
        className={`flow-task-actions${state || canSend ? ' has-status' : ''}`}
      >
        {state && (
          <Tooltip title={state.hint}>
            <Tag color={state.color} style={{ margin: 0 }} data-testid="email-status">
              {state.label}
            </Tag>
          </Tooltip>
        )}
        {canSend && (
          <Button
            size="small"
            icon={isFailed ? <RedoOutlined aria-hidden /> : <SendOutlined aria-hidden />}
            loading={isBusy}
            onClick={() => props.onAction('send')}
          >
            {isFailed ? 'Retry' : 'Send now'}
          </Button>
        )}
        {!isLocked && menu.length > 0 && (
          <Dropdown
            trigger={['click']}
            menu={{
              items: menu,
              onClick: ({ key }) => props.onAction(key as TaskAction),
            }}
          >
            <Button
              type="text"
              size="small"
              icon={<MoreOutlined />}
              aria-label={`More for ${task.name}`}
            />
          </Dropdown>
        )}
      </Flex>
    </li>
  );
}

function dueLine(task: TFlowTask, timeZone: string, isOverdue: boolean): string {
  if (task.email?.sentAt) {
    // Handed to the mail queue is not yet at the client's server.
    const verb = task.email.status === 'NEW' ? 'Queued' : 'Sent';
    return `${verb} ${formatDateTime(task.email.sentAt, timeZone)}`;
  }
  if (!task.dueAt) return 'No due date yet';
  const when = formatDateTime(task.dueAt, timeZone);
  if (task.status === 'COMPLETE') return `Was due ${when}`;
  return `${isOverdue ? 'Overdue since' : 'Due'} ${when}${task.isDueAtManual ? ' (set by you)' : ''}`;
}
