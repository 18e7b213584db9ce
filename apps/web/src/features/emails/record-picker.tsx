// Chooses the shoot or inquiry a preview is rendered for: the owner's shoots and newest inquiries
// at first, and any of them by client name or email once something is typed (the global search).
import { useMemo, useState } from 'react';
import { Select, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { dateFilters } from '@studio/shared/enums';
import type { TInquiryPage } from '@studio/shared/inquiries/contracts';
import type { TShootPage } from '@studio/shared/orders/contracts';
import type { TSearchPage } from '@studio/shared/search/contracts';
import { http } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { formatDate } from '../../ui/date-formats.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { emailTemplateKeys, type PreviewRecord } from './use-email-templates.ts';

/** How many of each kind the picker offers before anything is typed. */
const FIRST_OFFERED = 10;

type RecordOption = { value: string; label: string };
type RecordGroup = { label: string; title: string; options: RecordOption[] };
/** An option or a group of them (antd takes both as one option type). */
type PickerOption = { label: string; value?: string; title?: string; options?: RecordOption[] };

function encode(record: PreviewRecord): string {
  return `${record.kind}:${record.id}`;
}

function decode(value: string): PreviewRecord {
  const [kind, ...rest] = value.split(':');
  return { kind: kind === 'order' ? 'order' : 'inquiry', id: rest.join(':') };
}

function group(label: string, options: RecordOption[]): RecordGroup[] {
  return options.length > 0 ? [{ label, title: label, options }] : [];
}

/** Before anything is typed: the first shoots of the home list and the newest inquiries. */
function useFirstRecords(timeZone: string | undefined): RecordGroup[] | undefined {
  const answer = useQuery({
    queryKey: [...emailTemplateKeys.all, 'preview-records'],
    queryFn: async ({ signal }) => {
      const [shoots, inquiries] = await Promise.all([
        http.get<TShootPage>(
          '/api/orders',
          { dateFilter: dateFilters.ALL, page: 1, size: FIRST_OFFERED },
          { signal },
        ),
        http.get<TInquiryPage>('/api/inquiries', { page: 1 }, { signal }),
      ]);
      return { shoots: shoots.items, inquiries: inquiries.items.slice(0, FIRST_OFFERED) };
    },
  });
  if (!answer.data) return undefined;
  return [
    ...group(
      'Shoots',
      answer.data.shoots.map((shoot) => ({
        value: encode({ kind: 'order', id: shoot.id }),
        label: [
          shoot.fullName,
          shoot.service.name,
          shoot.startTime ? formatDate(shoot.startTime, timeZone) : 'No date yet',
        ].join(' · '),
      })),
    ),
    ...group(
      'Inquiries',
      answer.data.inquiries.map((inquiry) => ({
        value: encode({ kind: 'inquiry', id: inquiry.id }),
        label: [
          inquiry.fullName,
          inquiry.serviceName ?? 'General inquiry',
          `received ${formatDate(inquiry.createdAt, timeZone)}`,
        ].join(' · '),
      })),
    ),
  ];
}

/** Shoots and inquiries whose client matches what was typed. */
function useFoundRecords(search: string, timeZone: string | undefined): RecordGroup[] | undefined {
  const answer = useQuery({
    queryKey: [...emailTemplateKeys.all, 'preview-records', search],
    queryFn: ({ signal }) =>
      http.get<TSearchPage>('/api/search', { search, type: 'all', page: 1 }, { signal }),
    enabled: search.length > 0,
  });
  if (!answer.data) return undefined;
  const optionsOf = (type: 'shoot' | 'inquiry') =>
    answer.data.items
      .filter((item) => item.type === type)
      .map((item) => ({
        value: encode({ kind: type === 'shoot' ? 'order' : 'inquiry', id: item.id }),
        label: [
          item.customerName,
          item.serviceName ?? 'General inquiry',
          `created ${formatDate(item.createdDate, timeZone)}`,
        ].join(' · '),
      }));
  return [...group('Shoots', optionsOf('shoot')), ...group('Inquiries', optionsOf('inquiry'))];
}

type RecordPickerProps = {
  value: PreviewRecord | undefined;
  onChange(record: PreviewRecord): void;
  id?: string;
};

export function RecordPicker({ value, onChange, id }: RecordPickerProps) {
  const { business } = useSession();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const first = useFirstRecords(business?.timeZone);
  const found = useFoundRecords(search, business?.timeZone);
  const groups = search ? found : first;
  // The chosen record keeps its label while another search shows other options.
  const [chosen, setChosen] = useState<RecordOption | undefined>(undefined);
  const options = useMemo(() => {
    const listed = groups ?? [];
    const isListed = listed.some((entry) =>
      entry.options.some((option) => option.value === chosen?.value),
    );
    return chosen && !isListed
      ? [...listed, { label: 'Chosen', title: 'Chosen', options: [chosen] }]
      : listed;
  }, [groups, chosen]);

  const isLoading = groups === undefined;
  return (
    <Select<string, PickerOption>
      id={id}
      aria-label="Shoot or inquiry"
      showSearch={{ filterOption: false, onSearch: setSearchText, searchValue: searchText }}
      placeholder="Search your shoots and inquiries by client"
      value={value ? encode(value) : undefined}
      options={options}
      loading={isLoading}
      notFoundContent={
        isLoading ? (
          <Spin size="small" />
        ) : search ? (
          'No shoot or inquiry of a client by that name or email.'
        ) : (
          'You have no shoots or inquiries yet.'
        )
      }
      style={{ width: '100%' }}
      onChange={(selected, option) => {
        if (!option || Array.isArray(option)) return;
        setChosen({ value: selected, label: String(option.label) });
        setSearchText('');
        onChange(decode(selected));
      }}
    />
  );
}
