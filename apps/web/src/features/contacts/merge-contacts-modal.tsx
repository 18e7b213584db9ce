// 'Merge duplicates' on a contact page: search the other contacts, tick the ones that are the same
// person, and merge them into this contact. Their shoots and inquiries move here, this contact's
// empty details are filled from them, their notes are kept, and they are deleted.
import { useState } from 'react';
import { App, Button, Checkbox, Empty, Input, Modal, Skeleton, Tag, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import {
  MERGE_MAX,
  type TCustomer,
  type TCustomerListItem,
} from '@studio/shared/customers/contracts';
import { messages } from '@studio/shared/messages';
import { modalWidths } from '@studio/shared/constants';
import { errorLines } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { ContactAvatar } from './contact-avatar.tsx';
import { plural } from './contact-format.ts';
import { useContactList, useMergeContacts } from './use-contacts.ts';

/**
 * Duplicates rarely share the whole name ('Mia Wong' and 'Mia W.'), so the search starts from the
 * first name; the photographer narrows or changes it.
 */
function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/** '2 shoots and 1 inquiry will move to Mia Wong.' */
function movingText(moved: { shoots: number; inquiries: number }, name: string): string {
  const parts = [
    moved.shoots > 0 ? plural(moved.shoots, 'shoot') : '',
    moved.inquiries > 0 ? plural(moved.inquiries, 'inquiry', 'inquiries') : '',
  ].filter(Boolean);
  if (parts.length === 0) return 'Nothing to move: only their details and notes are kept.';
  return `${parts.join(' and ')} will move to ${name}.`;
}

type MergeContactsModalProps = {
  contact: TCustomer;
  /** What the search starts with; the contact's first name when not given. */
  initialSearch?: string;
  onClose(): void;
};

export function MergeContactsModal({ contact, initialSearch, onClose }: MergeContactsModalProps) {
  const { message } = App.useApp();
  const [searchText, setSearchText] = useState(initialSearch ?? firstNameOf(contact.fullName));
  const search = useDebouncedValue(searchText.trim());
  const [chosen, setChosen] = useState<TCustomerListItem[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const list = useContactList({ sortBy: 'name', order: 'asc', search });
  const merge = useMergeContacts(contact.id);
  const candidates = (list.data?.pages.flatMap((page) => page.items) ?? []).filter(
    (item) => item.id !== contact.id,
  );
  const isChosen = (id: string) => chosen.some((item) => item.id === id);
  const toggle = (item: TCustomerListItem) =>
    setChosen((current) =>
      isChosen(item.id) ? current.filter((other) => other.id !== item.id) : [...current, item],
    );
  const isFull = chosen.length >= MERGE_MAX;

  const submit = () => {
    setErrors([]);
    merge.mutate(
      chosen.map((item) => item.id),
      {
        onSuccess: () => {
          void message.success(messages.saved);
          onClose();
        },
        onError: (error) => setErrors(errorLines(error)),
      },
    );
  };

  const moved = chosen.reduce(
    (sum, item) => ({
      shoots: sum.shoots + item.shootCount,
      inquiries: sum.inquiries + item.inquiryCount,
    }),
    { shoots: 0, inquiries: 0 },
  );

  return (
    <Modal
      open
      title={`Merge duplicates into ${contact.fullName}`}
      width={modalWidths.form}
      onCancel={onClose}
      mask={{ closable: false }}
      destroyOnHidden
      okText={chosen.length > 0 ? `Merge ${plural(chosen.length, 'contact')}` : 'Merge'}
      okButtonProps={{ disabled: chosen.length === 0 }}
      confirmLoading={merge.isPending}
      onOk={submit}
    >
      <Typography.Paragraph type="secondary">
        Choose the contacts that are the same person as {contact.fullName}. Their shoots and
        inquiries move to {contact.fullName}, details {contact.fullName} lacks are taken from them,
        their notes are kept, and then they are deleted. This cannot be undone.
      </Typography.Paragraph>
      <FormErrors lines={errors} />
      {chosen.length > 0 && (
        <div className="merge-chosen" aria-label="Chosen contacts">
          {chosen.map((item) => (
            <Tag key={item.id} closable onClose={() => toggle(item)} className="merge-chosen-tag">
              {item.fullName}
            </Tag>
          ))}
          <Typography.Text type="secondary" className="merge-chosen-summary">
            {movingText(moved, contact.fullName)}
          </Typography.Text>
        </div>
      )}
      <Input
        prefix={<SearchOutlined aria-hidden />}
        placeholder="Search by name, company, email or phone"
        aria-label="Search contacts to merge"
        allowClear
        autoFocus
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
      />
      <div className="merge-results" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 4 }} style={{ padding: 12 }} />
        ) : list.isError ? (
          <FormErrors lines={errorLines(list.error)} />
        ) : candidates.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              search ? `No other contacts match “${search}”.` : 'There are no other contacts.'
            }
          />
        ) : (
          <ul className="merge-list" aria-label="Contacts to merge">
            {candidates.map((item) => (
              <li key={item.id}>
                <Checkbox
                  checked={isChosen(item.id)}
                  disabled={!isChosen(item.id) && isFull}
                  onChange={() => toggle(item)}
                  className="merge-option"
                >
                  <ContactAvatar fullName={item.fullName} size={32} />
                  <span className="merge-option-text">
                    <span className="merge-option-name">{item.fullName}</span>
                    <span className="contact-muted">
                      {[item.email, item.phone].filter(Boolean).join(' · ')}
                    </span>
                    <span className="contact-muted">
                      {plural(item.shootCount, 'shoot')} ·{' '}
                      {plural(item.inquiryCount, 'inquiry', 'inquiries')}
                    </span>
                  </span>
                </Checkbox>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <Button
            block
            type="text"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            Load more
          </Button>
        )}
      </div>
    </Modal>
  );
}
