// /management/workflow/new and /management/workflow/{id}: one workflow template, its name and the
// tasks of its Inquiry, Shoot and Meeting groups. Tasks are edited in a draft kept on the page;
// Save sends the whole template. Leaving with unsaved changes asks first.
import { useState } from 'react';
import { Alert, Button, Card, Flex, Form, Input, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import { useNavigate, useParams } from 'react-router';
import type { flowTaskGroups } from '@studio/shared/enums';
import { limits } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import type { TWorkflowTemplate } from '@studio/shared/workflows/contracts';
import { ZSaveWorkflowTemplateRequest } from '@studio/shared/workflows/requests';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { FormErrors } from '../../ui/form-errors.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { SaveBar } from '../../ui/save-bar.tsx';
import { useConfirmDelete } from '../../ui/use-confirm-delete.ts';
import { differsFrom, useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { TaskModal, taskKindOf, type TaskFields, type TaskKind } from './task-modal.tsx';
import {
  useDeleteWorkflowTemplate,
  useEmailTemplateOptions,
  useSaveWorkflowTemplate,
  useWorkflowTemplate,
} from './use-workflows.ts';
import { WorkflowGroup, type TaskDraft } from './workflow-group.tsx';
import './workflows.css';
import { defaultTriggerOf, groupTexts } from './workflow-labels.ts';

type TGroup = (typeof flowTaskGroups)[number];
type Groups = Record<TGroup, TaskDraft[]>;
type Editing = { group: TGroup; kind: TaskKind; task: TaskDraft | undefined } | null;

const LIST_PATH = '/management/workflow';

export function WorkflowEditorPage() {
  const { id } = useParams();
  const templateId = id === 'new' ? undefined : id;
  const template = useWorkflowTemplate(templateId);

  if (templateId && template.isPending)
    return (
      <PageBody width={960}>
        <Skeleton active paragraph={{ rows: 10 }} aria-label="Loading the workflow" />
      </PageBody>
    );
  if (templateId && template.isError)
    return (
      <PageBody width={960}>
        <Alert
          type="error"
          showIcon
          title={errorLines(template.error).join(' ')}
          action={<ButtonLink to={LIST_PATH}>Back to workflows</ButtonLink>}
        />
      </PageBody>
    );
  return <WorkflowEditor key={templateId ?? 'new'} template={template.data} />;
}

function groupsOf(template: TWorkflowTemplate | undefined): Groups {
  const groups: Groups = { INQUIRY: [], SHOOT: [], MEETING: [] };
  const tasks = [...(template?.tasks ?? [])].sort((a, b) => a.sortIndex - b.sortIndex);
  for (const task of tasks) {
    groups[task.group].push({
      key: task.id,
      id: task.id,
      name: task.name,
      type: task.type,
      isAuto: task.isAuto,
      dependency: task.dependency,
      relativeTo: task.relativeTo,
      dueInterval: task.dueInterval,
      intervalUnit: task.intervalUnit,
      absoluteDueAt: task.absoluteDueAt,
      emailTemplateId: task.emailTemplateId,
    });
  }
  return groups;
}

let nextKey = 0;
const newKey = () => `new-${(nextKey += 1)}`;

function WorkflowEditor({ template }: { template: TWorkflowTemplate | undefined }) {
  const navigate = useNavigate();
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const [form] = Form.useForm<{ name: string }>();
  const [initialGroups] = useState<Groups>(() => groupsOf(template));
  const [groups, setGroups] = useState<Groups>(initialGroups);
  const initialName = template?.name ?? '';
  const name = Form.useWatch('name', form);
  const isDirty =
    (name !== undefined && name !== initialName) || differsFrom(groups, initialGroups);
  const guard = useDirtyGuard(isDirty);
  const [editing, setEditing] = useState<Editing>(null);
  const [lines, setLines] = useState<string[]>([]);
  const templates = useEmailTemplateOptions();
  const save = useSaveWorkflowTemplate();
  const remove = useDeleteWorkflowTemplate();
  const confirmDelete = useConfirmDelete();

  const change = (group: TGroup, update: (tasks: TaskDraft[]) => TaskDraft[]) =>
    setGroups((current) => ({ ...current, [group]: update(current[group]) }));

  const keep = (fields: TaskFields) => {
    if (!editing) return false;
    const { group, task } = editing;
    change(group, (tasks) =>
      task
        ? tasks.map((item) => (item.key === task.key ? { ...item, ...fields } : item))
        : [...tasks, { ...fields, key: newKey() }],
    );
    return true;
  };

  const submit = ({ name: nameValue }: { name: string }) => {
    setLines([]);
    const body = {
      name: nameValue,
      isPrivate: template?.isPrivate ?? false,
      tasks: groupTexts.flatMap(({ group }) =>
        groups[group].map(({ key: _key, ...task }) => ({ ...task, group })),
      ),
    };
    save.mutate(
      { id: template?.id, body },
      {
        onSuccess: () => {
          guard.release();
          void navigate(LIST_PATH);
        },
        onError: (error) => setLines(showServerError(form, ['name'], error)),
      },
    );
  };

  const discard = () => {
    form.setFieldsValue({ name: initialName });
    setGroups(initialGroups);
  };

  const askDelete = async () => {
    if (!template) return;
    const isDeleted = await confirmDelete({
      title: `Delete ${template.name}?`,
      content:
        'Its tasks are deleted with it. Services that use it go back to the default workflow.',
      onDelete: () => remove.mutateAsync(template.id),
    });
    if (isDeleted) {
      guard.release();
      void navigate(LIST_PATH);
    }
  };

  return (
    <PageBody width={960}>
      <ButtonLink
        type="link"
        to={LIST_PATH}
        icon={<ArrowLeftOutlined aria-hidden />}
        style={{ paddingInline: 0, marginBottom: 8 }}
      >
        Workflows
      </ButtonLink>
      <PageHeader
        title={
          <Flex align="center" gap={8} wrap>
            {template ? template.name : 'New workflow'}
            {template?.isDefault && <Tag color="gold">Personalized</Tag>}
          </Flex>
        }
        description="The emails and to-dos every shoot or inquiry of the services using this workflow gets, each due at its own time."
        extra={
          template &&
          !template.isDefault && (
            <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => void askDelete()}>
              Delete
            </Button>
          )
        }
      />
      <Form
        form={form}
        name="workflow"
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: initialName }}
        onFinish={submit}
      >
        <Flex vertical gap={16}>
          <Card>
            <Form.Item
              name="name"
              label="Workflow name"
              rules={[zodRule(ZSaveWorkflowTemplateRequest.shape.name)]}
              style={{ marginBottom: 12 }}
            >
              <Input maxLength={limits.name + 1} placeholder="e.g. Newborn sessions" />
            </Form.Item>
            <Flex gap={8} align="flex-start" className="workflow-note">
              <InfoCircleOutlined aria-hidden style={{ marginTop: 4 }} />
              <Typography.Text type="secondary">
                {template
                  ? messages.workflowEditApplies
                  : 'New shoots and inquiries of the services that choose this workflow get these tasks.'}
              </Typography.Text>
            </Flex>
          </Card>
          {groupTexts.map(({ group, title, startsWhen }) => (
            <WorkflowGroup
              key={group}
              title={title}
              startsWhen={startsWhen}
              tasks={groups[group]}
              templates={templates.data}
              timeZone={timeZone}
              onMove={(from, to) => change(group, (tasks) => arrayMove(tasks, from, to))}
              onAddEmail={() => setEditing({ group, kind: 'email', task: undefined })}
              onAddTodo={() => setEditing({ group, kind: 'todo', task: undefined })}
              // Contracts belong to shoots: only the shoot group sends them.
              {...(group === 'SHOOT'
                ? { onAddContract: () => setEditing({ group, kind: 'contract', task: undefined }) }
                : {})}
              onEdit={(task) => setEditing({ group, kind: taskKindOf(task.type), task })}
              onRemove={(task) => change(group, (tasks) => tasks.filter((t) => t !== task))}
            />
          ))}
          <FormErrors lines={lines} />
          <SaveBar
            isDirty={isDirty || !template}
            isSaving={save.isPending}
            onDiscard={discard}
            style={{ marginBottom: 16 }}
          />
        </Flex>
      </Form>
      {editing && (
        <TaskModal
          kind={editing.kind}
          task={editing.task}
          defaults={{ relativeTo: defaultTriggerOf[editing.group] }}
          timeZone={timeZone}
          schema="template"
          onSubmit={keep}
          onClose={() => setEditing(null)}
        />
      )}
    </PageBody>
  );
}
