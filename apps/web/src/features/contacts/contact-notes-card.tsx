// Notes about the contact: the contact's own note (edited here, saved with the button or
// Ctrl/⌘+Enter), then the notes on their shoots and inquiries, newest first, each linking to
// where it was written.
import { useState } from 'react';
import { App, Button, Card, Flex, Input, Typography } from 'antd';
import { Link } from 'react-router';
import {
  CUSTOMER_NOTE_MAX,
  type TCustomer,
  type TCustomerNote,
} from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard } from '../../ui/use-dirty-guard.tsx';
import { formatDate } from '../../ui/date-formats.ts';
import { SummaryCardBody, type SummaryQuery } from './summary-card-body.tsx';
import { useSaveContact } from './use-contacts.ts';

type Props = { contact: TCustomer; summary: SummaryQuery; timeZone: string };

export function ContactNotesCard({ contact, summary, timeZone }: Props) {
  const { message } = App.useApp();
  const [note, setNote] = useState(contact.note);
  const [savedNote, setSavedNote] = useState(contact.note);
  // The contact changed elsewhere (the edit form, a merge): start from its note again.
  if (contact.note !== savedNote) {
    setSavedNote(contact.note);
    setNote(contact.note);
  }
  const [lines, setLines] = useState<string[]>([]);
  const isDirty = note !== contact.note;
  useDirtyGuard(isDirty);
  const save = useSaveContact();
  const submit = () => {
    if (!isDirty) return;
    setLines([]);
    const { id, createdDate: _created, updatedDate: _updated, ...details } = contact;
    save.mutate(
      { id, body: { ...details, note } },
      {
        onSuccess: () => void message.success(messages.saved),
        onError: (error) => setLines(errorLines(error)),
      },
    );
  };

  return (
    <Card title="Notes">
      <FormErrors lines={lines} />
      <Input.TextArea
        aria-label="Note about this contact"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit();
        }}
        maxLength={CUSTOMER_NOTE_MAX}
        autoSize={{ minRows: 3, maxRows: 12 }}
        placeholder="Anything to remember about this client: only you see it."
      />
      <Flex justify="space-between" align="center" gap={8} style={{ marginTop: 12 }}>
        <Typography.Text type="secondary">{isDirty ? 'Unsaved changes' : ''}</Typography.Text>
        <Button type="primary" onClick={submit} disabled={!isDirty} loading={save.isPending}>
          Save note
        </Button>
      </Flex>
      {summary.data && summary.data.notes.length === 0 ? null : (
        <div className="contact-other-notes">
          <Typography.Text strong>On shoots and inquiries</Typography.Text>
          <SummaryCardBody summary={summary} isEmpty={() => false} emptyText="">
            {(data) => (
              <ul className="contact-note-list" aria-label="Notes on shoots and inquiries">
                {data.notes.map((item) => (
                  <NoteItem key={item.id} note={item} timeZone={timeZone} />
                ))}
              </ul>
            )}
          </SummaryCardBody>
        </div>
      )}
    </Card>
  );
}

function NoteItem({ note, timeZone }: { note: TCustomerNote; timeZone: string }) {
  const isShoot = note.source === 'SHOOT';
  const where = `${isShoot ? 'Shoot' : 'Inquiry'}${note.serviceName ? ` · ${note.serviceName}` : ''}`;
  return (
    <li>
      <div className="contact-note-head">
        <Link to={isShoot ? `/shoots/${note.sourceId}` : `/inquiries/${note.sourceId}`}>
          {where}
        </Link>
        <span className="contact-muted">
          {note.authorName ? `${note.authorName} · ` : ''}
          {formatDate(note.createdDate, timeZone)}
        </span>
      </div>
      <p className="contact-note-body">{note.body}</p>
    </li>
  );
}
