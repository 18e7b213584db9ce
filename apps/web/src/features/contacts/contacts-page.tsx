// /contacts: the photographer's clients with search and sort, 50 at a time with 'Load more';
// create, edit and delete (with confirmation) right from the list.
import { useState } from 'react';
import { Button, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session-context.ts';
import { EmptyListText, ListLoadError, ListSkeleton } from '../../ui/list-states.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { ContactFormModal, EditContactModal } from './contact-form-modal.tsx';
import { ContactListRow } from './contact-list-row.tsx';
import { useConfirmDeleteContact } from './use-confirm-delete-contact.ts';
import { useContactList, type ContactSort } from './use-contacts.ts';
import './contacts.css';

type SortKey = `${ContactSort['sortBy']}-${ContactSort['order']}`;

const sortOptions: { value: SortKey; label: string }[] = [
  { value: 'created-desc', label: 'Newest first' },
  { value: 'created-asc', label: 'Oldest first' },
  { value: 'name-asc', label: 'Name, A to Z' },
  { value: 'name-desc', label: 'Name, Z to A' },
];

function parseSort(key: SortKey): ContactSort {
  const [sortBy, order] = key.split('-') as [ContactSort['sortBy'], ContactSort['order']];
  return { sortBy, order };
}

/** Which contact the form shows: a new one (null), an existing one by id, or none (closed). */
type Editing = { contactId: string | null } | undefined;

export function ContactsPage() {
  const { business } = useSession();
  const timeZone = business?.timeZone ?? 'UTC';
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [sort, setSort] = useState<SortKey>('created-desc');
  const [editing, setEditing] = useState<Editing>(undefined);
  const list = useContactList({ ...parseSort(sort), search });
  const confirmDelete = useConfirmDeleteContact();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const openNew = () => setEditing({ contactId: null });
  // Nothing to search or sort before the first contact exists.
  const hasNoContacts = list.isSuccess && total === 0 && !search && !searchText;

  const body = (() => {
    if (list.isPending) return <ListSkeleton rows={5} testId="contacts-loading" />;
    if (list.isError) {
      return (
        <ListLoadError
          title="The contacts could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) {
      return (
        <Card>
          {search ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={`No contacts match “${search}”.`}
            >
              <Button onClick={() => setSearchText('')}>Clear search</Button>
            </Empty>
          ) : (
            <Empty
              description={
                <EmptyListText
                  title="No contacts yet"
                  text="Clients who book or send an inquiry appear here by themselves. You can also add someone you are talking to."
                />
              }
            >
              <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
                Add your first contact
              </Button>
            </Empty>
          )}
        </Card>
      );
    }
    return (
      <>
        <Card styles={{ body: { padding: 0 } }}>
          <ul className="contact-list" aria-label="Contacts">
            {items.map((contact) => (
              <ContactListRow
                key={contact.id}
                contact={contact}
                timeZone={timeZone}
                onEdit={() => setEditing({ contactId: contact.id })}
                onDelete={() => void confirmDelete(contact)}
              />
            ))}
          </ul>
        </Card>
        <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
          <Typography.Text type="secondary">
            Showing {items.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          </Typography.Text>
          {list.hasNextPage && (
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              Load more
            </Button>
          )}
        </Flex>
      </>
    );
  })();

  return (
    <PageBody width={1120}>
      <PageHeader
        title="Contacts"
        description="Everyone who booked, sent an inquiry or you added. Open a contact for their shoots, payments and history."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            New contact
          </Button>
        }
      />
      {!hasNoContacts && (
        <div className="contacts-toolbar">
          <Input
            className="contacts-search"
            prefix={<SearchOutlined aria-hidden />}
            placeholder="Search by name, company, email or phone"
            aria-label="Search contacts"
            allowClear
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Select
            className="contacts-sort"
            value={sort}
            options={sortOptions}
            onChange={setSort}
            aria-label="Sort contacts"
          />
        </div>
      )}
      {body}
      {editing?.contactId === null && (
        <ContactFormModal
          contact={undefined}
          onClose={() => setEditing(undefined)}
          onCreated={(contact) => void navigate(`/contacts/${contact.id}`)}
        />
      )}
      {editing?.contactId && (
        <EditContactModal
          contactId={editing.contactId}
          onClose={() => setEditing(undefined)}
          onMergeRequest={(email) =>
            void navigate(`/contacts/${editing.contactId}?merge=${encodeURIComponent(email)}`)
          }
        />
      )}
    </PageBody>
  );
}
