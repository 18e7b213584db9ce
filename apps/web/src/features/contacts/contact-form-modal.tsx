// Create or edit a contact in the form modal: full name, email, phone, company, location, lead
// source and note, checked with the schema the server uses. An email that another contact has
// answers 409: the modal then offers to open that contact (new) or to merge the two (edit).
import { useMemo, useState } from 'react';
import {
  App,
  AutoComplete,
  Button,
  Col,
  Form,
  Input,
  Modal,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { Link } from 'react-router';
import { modalWidths } from '@studio/shared/constants';
import {
  CUSTOMER_NOTE_MAX,
  leadSourceSuggestions,
  ZSaveCustomerRequest,
  type TCustomer,
  type TCustomerPage,
  type TSaveCustomerRequest,
} from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import { DataError, errorLines, http } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { useContact, useSaveContact } from './use-contacts.ts';

type ContactValues = Required<TSaveCustomerRequest>;

const fields = [
  'fullName',
  'email',
  'phone',
  'companyName',
  'location',
  'leadSource',
  'note',
] as const;
const shape = ZSaveCustomerRequest.shape;

function valuesOf(contact: TCustomer | undefined): ContactValues {
  return {
    fullName: contact?.fullName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    companyName: contact?.companyName ?? '',
    location: contact?.location ?? '',
    leadSource: contact?.leadSource ?? '',
    note: contact?.note ?? '',
  };
}

/** Another contact that has the email, when the server said it is taken. */
type EmailClash = { email: string; other: Pick<TCustomer, 'id' | 'fullName'> | undefined };

async function contactWithEmail(email: string) {
  const page = await http.get<TCustomerPage>('/api/customers', { search: email, size: 5 });
  return page.items.find((item) => item.email.toLowerCase() === email.toLowerCase());
}

type ContactFormModalProps = {
  /** The contact to edit; undefined creates one. */
  contact: TCustomer | undefined;
  onClose(): void;
  /** After a create, e.g. to open the new contact. */
  onCreated?(contact: TCustomer): void;
  /** Offered when the email belongs to another contact (edit only). */
  onMergeRequest?(email: string): void;
};

export function ContactFormModal({
  contact,
  onClose,
  onCreated,
  onMergeRequest,
}: ContactFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<ContactValues>();
  const initial = useMemo(() => valuesOf(contact), [contact]);
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);
  const save = useSaveContact();
  const [errors, setErrors] = useState<string[]>([]);
  const [clash, setClash] = useState<EmailClash | undefined>(undefined);

  const submit = (values: ContactValues) => {
    setErrors([]);
    setClash(undefined);
    const parsed = ZSaveCustomerRequest.safeParse(values);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0] ?? 'fullName') as (typeof fields)[number],
          errors: [issue.message],
        })),
      );
      return;
    }
    save.mutate(
      { id: contact?.id, body: parsed.data },
      {
        onSuccess: (saved) => {
          void message.success(messages.saved);
          guard.release();
          onClose();
          if (!contact) onCreated?.(saved);
        },
        onError: (error) => {
          setErrors(showServerError(form, fields, error));
          if (error instanceof DataError && error.status === 409) {
            const email = parsed.data.email;
            setClash({ email, other: undefined });
            contactWithEmail(email).then(
              (other) =>
                setClash((current) => (current?.email === email ? { email, other } : current)),
              () => {},
            );
          }
        },
      },
    );
  };

  return (
    <FormModal<ContactValues>
      open
      title={contact ? 'Edit contact' : 'New contact'}
      width={modalWidths.form}
      isSaving={save.isPending}
      errorLines={errors}
      onClose={onClose}
      guard={guard}
      intro={
        clash && (
          <EmailClashNotice
            clash={clash}
            isEditing={Boolean(contact)}
            onMerge={
              contact && onMergeRequest
                ? () => {
                    guard.release();
                    onClose();
                    onMergeRequest(clash.email);
                  }
                : undefined
            }
          />
        )
      }
      formProps={{ form, initialValues: initial, onFinish: submit }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fullName" label="Full name" rules={[zodRule(shape.fullName)]}>
            <Input autoComplete="off" autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
            <Input type="email" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label="Phone" rules={[zodRule(shape.phone)]}>
            <Input type="tel" autoComplete="off" placeholder="Optional" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label="Company" rules={[zodRule(shape.companyName)]}>
            <Input autoComplete="off" placeholder="Optional" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="location" label="Location" rules={[zodRule(shape.location)]}>
            <Input placeholder="City or address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="leadSource"
            label="Lead source"
            extra="Where they found you"
            rules={[zodRule(shape.leadSource)]}
          >
            <AutoComplete
              aria-label="Lead source"

              placeholder="e.g. Instagram"
              options={leadSourceSuggestions.map((value) => ({ value }))}
              filterOption={(input, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(input.toLowerCase())
              }
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="note" label="Note" rules={[zodRule(shape.note)]}>
            <Input.TextArea
              autoSize={{ minRows: 3, maxRows: 8 }}
              maxLength={CUSTOMER_NOTE_MAX}
              placeholder="Anything to remember about this client: only you see it."
            />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}

function EmailClashNotice({
  clash,
  isEditing,
  onMerge,
}: {
  clash: EmailClash;
  isEditing: boolean;
  onMerge: (() => void) | undefined;
}) {
  if (!clash.other && !onMerge) return null;
  return (
    <div className="contact-clash" role="status">
      <Typography.Text>
        {clash.other ? (
          <>
            <Link to={`/contacts/${clash.other.id}`}>{clash.other.fullName}</Link> has this email.
          </>
        ) : (
          'Another contact has this email.'
        )}{' '}
        {isEditing ? 'Merge them to keep one contact with both histories.' : ''}
      </Typography.Text>
      {onMerge && (
        <Button size="small" onClick={onMerge}>
          Merge contacts…
        </Button>
      )}
    </div>
  );
}

/**
 * The form for a contact known by id only (a list row has no note): the contact is read first,
 * so saving never blanks what the row did not show.
 */
export function EditContactModal({
  contactId,
  onClose,
  onMergeRequest,
}: {
  contactId: string;
  onClose(): void;
  onMergeRequest?(email: string): void;
}) {
  const contact = useContact(contactId);
  if (contact.data) {
    return (
      <ContactFormModal contact={contact.data} onClose={onClose} onMergeRequest={onMergeRequest} />
    );
  }
  return (
    <Modal open title="Edit contact" width={modalWidths.form} onCancel={onClose} footer={null}>
      {contact.isError ? (
        <FormErrors lines={errorLines(contact.error)} />
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </Modal>
  );
}
