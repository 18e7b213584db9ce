// The shoot form's "Existing contact": search the business's contacts (GET /api/customers with
// search, as the contacts page searches) and pick one to fill the client's name, email and phone.
// Typing a new client into the fields below stays the other way; the pick is not a form field.
import { useEffect, useState } from 'react';
import { Form, Select, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TCustomerListItem, TCustomerPage } from '@studio/shared/customers/contracts';
import { http } from '../../api/http-client.ts';

/** Keystrokes closer together than this are one search. */
const SEARCH_DEBOUNCE_MS = 300;
const RESULTS = 8;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function ContactPicker({
  onPick,
}: {
  onPick: (contact: Pick<TCustomerListItem, 'fullName' | 'email' | 'phone'>) => void;
}) {
  const [search, setSearch] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [picked, setPicked] = useState<string>();
  const term = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    queryKey: ['contacts', 'list', { picker: term }],
    queryFn: ({ signal }) =>
      http.get<TCustomerPage>(
        '/api/customers',
        { page: 1, size: RESULTS, ...(term && { search: term }) },
        { signal },
      ),
    // The newest contacts show as soon as the list opens; then the matches of what is typed.
    enabled: isOpen || term !== '',
    placeholderData: keepPreviousData,
  });
  const contacts = results.data?.items ?? [];

  return (
    <Form.Item
      label="Existing contact"
      htmlFor="shoot-contact-picker"
      extra={
        <Typography.Text type="secondary">
          Or type a new client&apos;s details below.
        </Typography.Text>
      }
    >
      <Select
        id="shoot-contact-picker"
        showSearch
        allowClear
        value={picked}
        placeholder="Search your contacts by name, email or phone"
        filterOption={false}
        onSearch={setSearch}
        onOpenChange={setIsOpen}
        loading={results.isFetching}
        notFoundContent={results.isFetching ? 'Searching…' : 'No contact matches'}
        onChange={(id: string | undefined) => {
          setPicked(id);
          const contact = contacts.find((item) => item.id === id);
          if (contact) onPick(contact);
        }}
        options={contacts.map((contact) => ({
          value: contact.id,
          label: contact.fullName,
          contact,
        }))}
        optionRender={(option) => (
          <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <span>{option.data.contact.fullName}</span>
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {[option.data.contact.email, option.data.contact.phone].filter(Boolean).join(' · ')}
            </Typography.Text>
          </span>
        )}
      />
    </Form.Item>
  );
}
