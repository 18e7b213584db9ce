// Answering an inquiry by email from its page: start from a template (filled in for this inquiry)
// or a blank message, change it as needed, send. It goes through the same outbox as every email.
import { useState } from 'react';
import { App, Form, Input, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { limits, modalWidths } from '@studio/shared/constants';
import { ZEmailContent, ZEmailSubject, type TEmailSent } from '@studio/shared/emails/contracts';
import type { TInquiry } from '@studio/shared/inquiries/contracts';
import type { TSendInquiryEmailRequest } from '@studio/shared/emails/contracts';
import { http } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { inquiryKeys } from '../home/use-inquiries.ts';
import { usePreviews } from '../workflows/manual-email-modal.tsx';
import { emailTexts } from '../workflows/use-flow-tasks.ts';

type Values = { templateId: string | null; subject: string; content: string };
const initial: Values = { templateId: null, subject: '', content: '' };

export function InquiryEmailModal({ inquiry, onClose }: { inquiry: TInquiry; onClose(): void }) {
  const [form] = Form.useForm<Values>();
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const previews = usePreviews({ kind: 'inquiry', inquiryId: inquiry.id }, true);
  const send = useSendInquiryEmail(inquiry.id);
  const [lines, setLines] = useState<string[]>([]);

  const submit = ({ subject, content }: Values) => {
    setLines([]);
    send.mutate(
      { inquiryId: inquiry.id, subject, content },
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
      title={`Email ${inquiry.fullName}`}
      okText="Send"
      width={modalWidths.form}
      isSaving={send.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      formProps={{ form, name: 'inquiry-email', initialValues: initial, onFinish: submit }}
    >
      <Form.Item label="To">
        <Input value={inquiry.email} disabled aria-label="To" />
      </Form.Item>
      <Form.Item
        name="templateId"
        label="Start from a template"
        extra="Its placeholders are filled in for this inquiry; you can change the text before sending."
      >
        <Select
          aria-label="Start from a template"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="A blank message"
          loading={previews.isPending}
          options={(previews.data ?? []).map((preview) => ({
            value: preview.templateId,
            label: preview.name,
          }))}
          onChange={(templateId: string | undefined) => {
            const preview = previews.data?.find((item) => item.templateId === templateId);
            if (preview) form.setFieldsValue({ subject: preview.subject, content: preview.html });
          }}
        />
      </Form.Item>
      <Form.Item name="subject" label="Subject" rules={[zodRule(ZEmailSubject)]}>
        <Input maxLength={limits.emailSubject + 1} />
      </Form.Item>
      <Form.Item name="content" label="Message" rules={[zodRule(ZEmailContent)]}>
        <RichTextEditor aria-label="Message" minHeight={220} maxHeight="min(50vh, 480px)" />
      </Form.Item>
    </FormModal>
  );
}

function useSendInquiryEmail(inquiryId: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationFn: (body: TSendInquiryEmailRequest) =>
      http.post<TEmailSent>('/api/emails/send-inquiry', body),
    onSuccess: async () => {
      message.success(emailTexts.sent);
      await queryClient.invalidateQueries({ queryKey: inquiryKeys.activities(inquiryId) });
    },
  });
}
