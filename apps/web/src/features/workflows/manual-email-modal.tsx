// 'Add/Edit manual email': this one send of a task, in the owner's words, before it goes. It opens
// with what the client would receive (the template filled in for this shoot or inquiry) or with
// the owner's earlier edit; it is sent now, or kept for its due time.
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { limits, modalWidths } from '@studio/shared/constants';
import type { TEmailPreview } from '@studio/shared/emails/contracts';
import type { TFlowTask } from '@studio/shared/workflows/contracts';
import { ZCustomizeFlowTaskEmailRequest } from '@studio/shared/workflows/requests';
import { errorLines, http } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import type { TaskSubject } from './use-flow-tasks.ts';
import { useFlowTaskChanges } from './use-flow-tasks.ts';
import './workflows.css';

type Values = { subject: string; content: string };

/** Every template filled in for the shoot or inquiry: what 'Preview email' shows. */
export function usePreviews(subject: TaskSubject, isEnabled: boolean) {
  const path =
    subject.kind === 'order'
      ? `/api/email-templates/orders/${encodeURIComponent(subject.orderId)}`
      : `/api/email-templates/inquiries/${encodeURIComponent(subject.inquiryId)}`;
  return useQuery({
    queryKey: ['email-templates', 'previews', path],
    queryFn: ({ signal }) => http.get<TEmailPreview[]>(path, undefined, { signal }),
    enabled: isEnabled,
    staleTime: 0,
  });
}

type Props = { subject: TaskSubject; task: TFlowTask; onClose(): void };

export function ManualEmailModal({ subject, task, onClose }: Props) {
  const hasOwnText = task.customSubject !== null && task.customContent !== null;
  const needsPreview = !hasOwnText && task.emailTemplateId !== null;
  const previews = usePreviews(subject, needsPreview);
  const preview = previews.data?.find((item) => item.templateId === task.emailTemplateId);
  return (
    <ManualEmailForm
      subject={subject}
      task={task}
      isLoading={needsPreview && previews.isPending}
      start={
        hasOwnText
          ? { subject: task.customSubject ?? '', content: task.customContent ?? '' }
          : preview
            ? { subject: preview.subject, content: preview.html }
            : undefined
      }
      loadError={previews.isError ? errorLines(previews.error).join(' ') : undefined}
      onClose={onClose}
    />
  );
}

const blank: Values = { subject: '', content: '' };

function ManualEmailForm({
  subject,
  task,
  start,
  isLoading,
  loadError,
  onClose,
}: Props & { start: Values | undefined; isLoading: boolean; loadError?: string }) {
  const [form] = Form.useForm<Values>();
  // The filled-in template arrives after the modal opens: it becomes the starting text.
  const [initial, setInitial] = useState<Values>(start ?? blank);
  const startSubject = start?.subject;
  const startContent = start?.content;
  useEffect(() => {
    if (startSubject === undefined || startContent === undefined) return;
    const next = { subject: startSubject, content: startContent };
    setInitial(next);
    form.setFieldsValue(next);
  }, [form, startSubject, startContent]);
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const { customize } = useFlowTaskChanges(subject);
  const [lines, setLines] = useState<string[]>([]);
  // Which button submitted: read when the form has validated.
  const sendNowRef = useRef(true);
  const [sendNow, setSendNow] = useState(true);
  const isEdit = task.customSubject !== null;
  const canWait = task.dueAt !== null && new Date(task.dueAt).getTime() > Date.now();

  const submit = (values: Values) => {
    setLines([]);
    customize.mutate(
      { id: task.id, body: { ...values, sendNow: sendNowRef.current } },
      {
        onSuccess: () => {
          guard.release();
          onClose();
        },
        onError: (error) => setLines(showServerError(form, ['subject', 'content'], error)),
      },
    );
  };

  return (
    <FormModal<Values>
      open
      title={`${isEdit ? 'Edit' : 'Add'} manual email`}
      width={modalWidths.form}
      isSaving={customize.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      intro={
        <>
          <Flex gap={8} align="flex-start" className="workflow-note" style={{ marginTop: 8 }}>
            <InfoCircleOutlined aria-hidden style={{ marginTop: 4 }} />
            <Typography.Text type="secondary">
              {`Only this send of “${task.name}” changes; the template stays as it is.`}
            </Typography.Text>
          </Flex>
          {loadError && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 8 }}
              title={`The template could not be filled in: ${loadError}`}
            />
          )}
        </>
      }
      formProps={{ form, name: 'manual-email', initialValues: initial, onFinish: submit }}
      footer={(cancel) => (
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={cancel}>Cancel</Button>
          {canWait && (
            <Button
              loading={customize.isPending && !sendNow}
              onClick={() => {
                sendNowRef.current = false;
                setSendNow(false);
                form.submit();
              }}
            >
              Save for its due time
            </Button>
          )}
          <Button
            type="primary"
            loading={customize.isPending && sendNow}
            onClick={() => {
              sendNowRef.current = true;
              setSendNow(true);
              form.submit();
            }}
          >
            Send now
          </Button>
        </Flex>
      )}
    >
      {isLoading && <Skeleton active paragraph={{ rows: 6 }} aria-label="Loading the email" />}
      <Form.Item
        hidden={isLoading}
        name="subject"
        label="Subject"
        rules={[zodRule(ZCustomizeFlowTaskEmailRequest.shape.subject)]}
      >
        <Input maxLength={limits.emailSubject + 1} />
      </Form.Item>
      <Form.Item
        hidden={isLoading}
        name="content"
        label="Message"
        rules={[zodRule(ZCustomizeFlowTaskEmailRequest.shape.content)]}
      >
        <RichTextEditor aria-label="Message" minHeight={220} maxHeight="min(50vh, 480px)" />
      </Form.Item>
    </FormModal>
  );
}
