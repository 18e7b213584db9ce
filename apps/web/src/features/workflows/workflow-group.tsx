// One group of the workflow editor (Inquiry, Shoot, Meeting): when it starts, its tasks in order
// (dragged, or moved by keyboard on a row's handle), and the buttons that add a task to it.
import type { CSSProperties, KeyboardEventHandler, PointerEventHandler } from 'react';
import { Button, Card, Empty, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import {
  CheckSquareOutlined,
  DeleteOutlined,
  EditOutlined,
  FileDoneOutlined,
  MailOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import type { TEmailTemplateListItem } from '@studio/shared/emails/contracts';
import { DragHandle, SortableList, sortableRowStyle } from '../../ui/sortable-list.tsx';
import { formatDateTime } from '../../ui/date-formats.ts';
import type { TaskFields } from './task-modal.tsx';
import { timingSentence } from './workflow-labels.ts';

/** A task of the draft: `key` tells rows apart, `id` is kept from the saved template. */
export type TaskDraft = TaskFields & { key: string; id?: string };

type WorkflowGroupProps = {
  title: string;
  startsWhen: string;
  tasks: TaskDraft[];
  templates: TEmailTemplateListItem[] | undefined;
  timeZone: string;
  onMove(from: number, to: number): void;
  onAddEmail(): void;
  onAddTodo(): void;
  /** Absent where contracts cannot be sent (no shoot yet). */
  onAddContract?: () => void;
  onEdit(task: TaskDraft): void;
  onRemove(task: TaskDraft): void;
};

export function WorkflowGroup(props: WorkflowGroupProps) {
  const { title, tasks } = props;
  return (
    <Card
      title={
        <div style={{ padding: '4px 0', whiteSpace: 'normal' }}>
          <div>{title}</div>
          <Typography.Text type="secondary" style={{ fontWeight: 400, fontSize: 13 }}>
            {props.startsWhen}
          </Typography.Text>
        </div>
      }
      role="region"
      aria-label={`${title} tasks`}
    >
      {tasks.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No tasks in this group yet."
          style={{ margin: '0 0 16px' }}
        />
      ) : (
        <SortableList
          ids={tasks.map((task) => task.key)}
          nameAt={(index) => tasks[index]?.name ?? ''}
          onMove={props.onMove}
        >
          <ol
            aria-label={`${title} task order`}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {tasks.map((task) => (
              <TaskRow key={task.key} task={task} {...props} />
            ))}
          </ol>
        </SortableList>
      )}
      <Flex gap={8} wrap>
        <Button icon={<PlusOutlined aria-hidden />} onClick={props.onAddEmail}>
          Add email
        </Button>
        {props.onAddContract && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={props.onAddContract}>
            Add contract
          </Button>
        )}
        <Button type="text" icon={<PlusOutlined aria-hidden />} onClick={props.onAddTodo}>
          Add to-do
        </Button>
      </Flex>
    </Card>
  );
}

function TaskRow({
  task,
  templates,
  timeZone,
  onEdit,
  onRemove,
}: { task: TaskDraft } & WorkflowGroupProps) {
  const { token } = theme.useToken();
  const sortable = useSortable({ id: task.key });
  const onPointerDown = sortable.listeners?.onPointerDown as
    PointerEventHandler<HTMLLIElement> | undefined;
  const onKeyDown = sortable.listeners?.onKeyDown as
    KeyboardEventHandler<HTMLButtonElement> | undefined;
  // A contract task sends signing emails: it shows and acts as an email task.
  const isEmail = task.type === 'SEND_EMAIL' || task.type === 'SEND_CONTRACT';
  const template = templates?.find((item) => item.id === task.emailTemplateId);
  const style: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    padding: '10px 8px 10px 4px',
    marginBottom: 8,
    ...sortableRowStyle(token, sortable),
    cursor: 'pointer',
    touchAction: 'manipulation',
  };
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      data-testid="workflow-task"
      onPointerDown={onPointerDown}
      onClick={() => onEdit(task)}
    >
      <DragHandle
        ref={sortable.setActivatorNodeRef}
        name={task.name}
        isDragging={sortable.isDragging}
        {...sortable.attributes}
        onKeyDown={onKeyDown}
        onClick={(event) => event.stopPropagation()}
      />
      <span aria-hidden style={{ color: token.colorTextTertiary, display: 'flex' }}>
        {task.type === 'SEND_CONTRACT' ? (
          <FileDoneOutlined />
        ) : isEmail ? (
          <MailOutlined />
        ) : (
          <CheckSquareOutlined />
        )}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Text strong>{task.name}</Typography.Text>
          {isEmail ? (
            <Tag color={task.isAuto ? 'green' : 'default'} style={{ margin: 0 }}>
              {task.isAuto ? 'Automatic' : 'Manual send'}
            </Tag>
          ) : (
            <Tag style={{ margin: 0 }}>To-do</Tag>
          )}
        </Flex>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {timingSentence(task, (iso) => formatDateTime(iso, timeZone))}
          {isEmail && template && template.name !== task.name && ` · ${template.name}`}
        </Typography.Text>
      </div>
      <Tooltip title="Edit">
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Edit ${task.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onEdit(task);
          }}
        />
      </Tooltip>
      <Tooltip title="Remove">
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={`Remove ${task.name}`}
          onClick={(event) => {
            event.stopPropagation();
            onRemove(task);
          }}
        />
      </Tooltip>
    </li>
  );
}
