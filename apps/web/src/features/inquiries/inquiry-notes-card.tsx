// The photographer's private notes on an inquiry: oldest first, so the newest ends the list, each
// with who wrote it and when; a new one is added below (the button, or Ctrl/⌘+Enter).
import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Input, Skeleton, Tooltip, Typography } from 'antd';
import { messages } from '@studio/shared/messages';
import {
  INQUIRY_NOTE_MAX,
  ZCreateInquiryNoteRequest,
  type TInquiryNote,
} from '@studio/shared/inquiries/contracts';
import { errorLines } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { formatDateTime } from '../../ui/date-formats.ts';
import { formatRelative } from '../shoots/detail-format.ts';
import { useAddInquiryNote, useInquiryNotes } from './use-inquiry.ts';

type Props = { inquiryId: string; timeZone: string };
type NoteValues = { body: string };

export function InquiryNotesCard({ inquiryId, timeZone }: Props) {
  const notes = useInquiryNotes(inquiryId);
  const count = notes.data?.length ?? 0;
  return (
    <Card title={count > 0 ? `Notes (${count})` : 'Notes'}>
      {notes.isPending && <Skeleton active title={false} paragraph={{ rows: 2 }} />}
      {notes.isError && <Alert type="error" showIcon title={errorLines(notes.error).join(' ')} />}
      {notes.data?.length === 0 && (
        <Typography.Paragraph type="secondary" className="inquiry-page-notes-empty">
          No notes yet. Keep what you learn here, a call or a price you quoted: only you see them.
        </Typography.Paragraph>
      )}
      {notes.data && notes.data.length > 0 && (
        <ol className="inquiry-page-notes" aria-label="Notes">
          {notes.data.map((note) => (
            <NoteItem key={note.id} note={note} timeZone={timeZone} />
          ))}
        </ol>
      )}
      <NewNoteForm inquiryId={inquiryId} />
    </Card>
  );
}

function NoteItem({ note, timeZone }: { note: TInquiryNote; timeZone: string }) {
  const exact = formatDateTime(note.createdDate, timeZone);
  return (
    <li>
      <p className="inquiry-page-note-body">{note.body}</p>
      <Typography.Text type="secondary" className="inquiry-page-note-meta">
        {note.authorName} ·{' '}
        <Tooltip title={exact}>
          <time dateTime={note.createdDate} title={exact} tabIndex={0}>
            {formatRelative(note.createdDate)}
          </time>
        </Tooltip>
      </Typography.Text>
    </li>
  );
}

function NewNoteForm({ inquiryId }: { inquiryId: string }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<NoteValues>();
  const body = Form.useWatch('body', form) ?? '';
  const [lines, setLines] = useState<string[]>([]);
  useDirtyGuard(body.trim() !== '');
  const add = useAddInquiryNote(inquiryId);

  const submit = (values: NoteValues) => {
    setLines([]);
    add.mutate(
      { body: values.body },
      {
        onSuccess: () => {
          form.resetFields();
          void message.success(messages.saved);
        },
        onError: (error) => setLines(showServerError(form, ['body'], error)),
      },
    );
  };

  return (
    <Form<NoteValues>
      form={form}
      initialValues={{ body: '' }}
      onFinish={submit}
      className="inquiry-page-note-form"
    >
      <FormErrors lines={lines} />
      <Form.Item
        name="body"
        rules={[zodRule(ZCreateInquiryNoteRequest.shape.body)]}
        style={{ marginBottom: 12 }}
      >
        <Input.TextArea
          aria-label="New note"
          placeholder="Add a note"
          autoSize={{ minRows: 2, maxRows: 8 }}
          maxLength={INQUIRY_NOTE_MAX + 1}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) form.submit();
          }}
        />
      </Form.Item>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" loading={add.isPending}>
          Add note
        </Button>
      </Flex>
    </Form>
  );
}
