// Email one waiting client: a subject (required, at most 900 characters, one line) and a
// plain-text message, sent through the outbox.
import { useState } from 'react';
import { App, Form, Input } from 'antd';
import { limits, modalWidths } from '@studio/shared/constants';
import {
  WAITLIST_MESSAGE_MAX,
  ZEmailSubject,
  ZWaitlistEmailRequest,
  type TWaitlistEntry,
} from '@studio/shared/waitlist/contracts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useEmailWaitlistEntry } from './use-service-booking.ts';

type EmailValues = { subject: string; message: string };

const fieldNames = ['subject', 'message'];

type WaitlistEmailModalProps = {
  serviceId: string;
  serviceName: string;
  entry: TWaitlistEntry;
  onClose(): void;
};

export function WaitlistEmailModal({
  serviceId,
  serviceName,
  entry,
  onClose,
}: WaitlistEmailModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<EmailValues>();
  const [initial] = useState<EmailValues>(() => ({
    subject: `A time for ${serviceName} is open`,
    message: '',
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);
  const send = useEmailWaitlistEntry(serviceId);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = (values: EmailValues) => {
    setErrors([]);
    const parsed = ZWaitlistEmailRequest.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0] ?? 'message') as keyof EmailValues,
          errors: [issue.message],
        })),
      );
      return;
    }
    send.mutate(
      { entryId: entry.id, body: parsed.data },
      {
        onSuccess: () => {
          guard.release();
          void message.success('Email sent');
          onClose();
        },
        onError: (error) => setErrors(showServerError(form, fieldNames, error)),
      },
    );
  };

  return (
    <FormModal<EmailValues>
      open
      title={`Email ${entry.fullName}`}
      okText="Send"
      width={modalWidths.form}
      isSaving={send.isPending}
      errorLines={errors}
      onClose={onClose}
      guard={guard}
      intro={
        <div style={{ color: 'rgba(29,37,33,0.65)' }}>
          To {entry.email}. Replies come to your business email.
        </div>
      }
      formProps={{ form, initialValues: initial, onFinish: submit }}
    >
      <Form.Item name="subject" label="Subject" rules={[zodRule(ZEmailSubject)]}>
        <Input maxLength={limits.emailSubject + 10} />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        rules={[zodRule(ZWaitlistEmailRequest.shape.message)]}
      >
        <Input.TextArea
          autoSize={{ minRows: 6, maxRows: 16 }}
          maxLength={WAITLIST_MESSAGE_MAX}
          placeholder="e.g. A spot opened on Saturday at 10:00 AM. Book it on my booking page before it goes!"
        />
      </Form.Item>
    </FormModal>
  );
}
