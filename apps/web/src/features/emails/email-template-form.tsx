// The fields of one email template: name, subject and rich content (both with the placeholder
// menu, inserting at the caret), one attachment and the private flag, ended by the save bar.
import { useCallback, useRef, useState } from 'react';
import { Card, Checkbox, Flex, Form, Input } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import type {
  TEmailAttachment,
  TEmailTemplate,
  TSaveEmailTemplateRequest,
} from '@studio/shared/emails/contracts';
import { ZSaveEmailTemplateRequest } from '@studio/shared/emails/contracts';
import { limits } from '@studio/shared/constants';
import { FormErrors } from '../../ui/form-errors.tsx';
import { RichTextEditor } from '../../ui/rich-text-editor.tsx';
import { SaveBar } from '../../ui/save-bar.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { AttachmentField } from './attachment-field.tsx';
import { PlaceholderSelect } from './placeholder-select.tsx';
import { useSaveEmailTemplate } from './use-email-templates.ts';

export type TemplateValues = {
  name: string;
  subject: string;
  content: string;
  attachment: TEmailAttachment | null;
  isPrivate: boolean;
};

const fieldNames = ['name', 'subject', 'content', 'isPrivate'];
const { shape } = ZSaveEmailTemplateRequest;

export function valuesOf(template: TEmailTemplate | undefined): TemplateValues {
  if (!template) return { name: '', subject: '', content: '', attachment: null, isPrivate: false };
  const { name, subject, content, attachment, isPrivate } = template;
  return { name, subject, content, attachment, isPrivate };
}

function requestOf(values: TemplateValues): TSaveEmailTemplateRequest {
  return {
    name: values.name,
    subject: values.subject,
    content: values.content,
    isPrivate: values.isPrivate,
    attachmentId: values.attachment?.id ?? null,
  };
}

/** The caret of a text field, kept when it loses focus to the placeholder menu. */
type Caret = { start: number; end: number };

type EmailTemplateFormProps = {
  form: ReturnType<typeof Form.useForm<TemplateValues>>[0];
  template: TEmailTemplate | undefined;
  initial: TemplateValues;
  isDirty: boolean;
  onSaved(template: TEmailTemplate): void;
};

export function EmailTemplateForm({
  form,
  template,
  initial,
  isDirty,
  onSaved,
}: EmailTemplateFormProps) {
  const save = useSaveEmailTemplate();
  const isMobile = useIsMobile();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const subjectRef = useRef<TextAreaRef>(null);
  const subjectCaret = useRef<Caret | undefined>(undefined);

  const insertIntoSubject = useCallback(
    (token: string) => {
      const current = String(form.getFieldValue('subject') ?? '');
      // Never focused: the token goes at the end, where a person adds to a subject.
      const { start, end } = subjectCaret.current ?? { start: current.length, end: current.length };
      form.setFieldValue('subject', `${current.slice(0, start)}${token}${current.slice(end)}`);
      void form.validateFields(['subject']).catch(() => undefined);
      const caret = start + token.length;
      subjectCaret.current = { start: caret, end: caret };
      const element = subjectRef.current?.resizableTextArea?.textArea;
      requestAnimationFrame(() => {
        element?.focus();
        element?.setSelectionRange(caret, caret);
      });
    },
    [form],
  );

  const keepSubjectCaret = (element: HTMLTextAreaElement) => {
    subjectCaret.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const submit = (values: TemplateValues) => {
    setServerErrors([]);
    save.mutate(
      { id: template?.id, body: requestOf(values) },
      {
        onSuccess: onSaved,
        onError: (error) => setServerErrors(showServerError(form, fieldNames, error)),
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      requiredMark={false}
      scrollToFirstError
    >
      <Card styles={{ body: { padding: isMobile ? '16px 16px 4px' : '24px 24px 8px' } }}>
        <Form.Item name="name" label="Template name" rules={[zodRule(shape.name)]}>
          <Input placeholder="e.g. Gallery delivery" />
        </Form.Item>
        <Form.Item label="Subject" htmlFor="subject">
          <Flex gap={8} wrap align="flex-start">
            <Form.Item name="subject" noStyle rules={[zodRule(shape.subject)]}>
              <Input.TextArea
                ref={subjectRef}
                placeholder="e.g. Your photos from [Shoot Date] are ready"
                autoSize={{ minRows: 1, maxRows: 4 }}
                count={{ show: true, max: limits.emailSubject }}
                onBlur={(event) => keepSubjectCaret(event.currentTarget)}
                onSelect={(event) => keepSubjectCaret(event.currentTarget)}
                style={{ flex: '1 1 280px' }}
              />
            </Form.Item>
            <PlaceholderSelect
              aria-label="Insert a placeholder into the subject"
              onInsert={insertIntoSubject}
              style={{ flex: '0 0 200px' }}
            />
          </Flex>
        </Form.Item>
        <Form.Item
          name="content"
          label="Message"
          rules={[zodRule(shape.content)]}
          extra="Placeholders in square brackets are filled with each client’s details; a missing value shows ----."
        >
          <RichTextEditor
            aria-label="Message"
            placeholder="Write the email your client receives…"
            minHeight={280}
            maxHeight="min(60vh, 640px)"
            toolbarExtra={(editor) => (
              <PlaceholderSelect
                aria-label="Insert a placeholder into the message"
                size="small"
                variant="borderless"
                onInsert={(token) => editor.chain().focus().insertContent(token).run()}
                style={{ width: 176 }}
              />
            )}
          />
        </Form.Item>
        <Form.Item name="attachment" label="Attachment">
          <AttachmentField />
        </Form.Item>
        <Form.Item name="isPrivate" valuePropName="checked" style={{ marginBottom: 16 }}>
          <Checkbox>Private template</Checkbox>
        </Form.Item>
        <FormErrors lines={serverErrors} />
      </Card>
      <SaveBar
        isDirty={isDirty}
        isSaving={save.isPending}
        isNew={!template}
        onDiscard={() => {
          setServerErrors([]);
          form.resetFields();
        }}
        style={{ marginTop: 16 }}
      />
    </Form>
  );
}
