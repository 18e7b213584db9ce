// The global search: the input, the tabs All results, Shoots, Inquiries
// and Clients with their counts, and the results of the open tab. The input keeps the focus; the
// arrow keys move through the rows (aria-activedescendant) and Enter opens the active one.
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, Flex, Input, Tabs, Typography, type InputRef } from 'antd';
import { ArrowLeftOutlined, SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import {
  SEARCH_COUNT_CAP,
  SEARCH_INPUT_MAX,
  type TSearchCounts,
  type TSearchResult,
  type TSearchType,
} from '@studio/shared/search/contracts';
import { useSession } from '../../app/session-context.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { searchResultId } from './search-result-row.tsx';
import { SearchResults, type ResultsState } from './search-results.tsx';
import { useSearchCounts, useSearchResults } from './use-search.ts';

type Tab = Exclude<TSearchType, 'meeting'>;

type TabSpec = {
  key: Tab;
  label: string;
  emptyTitle: string;
  count(counts: TSearchCounts): [number, boolean];
};

const tabs: TabSpec[] = [
  {
    key: 'all',
    label: 'All results',
    emptyTitle: 'Nothing matches',
    count: (c) => [
      Math.min(c.totalResults, SEARCH_COUNT_CAP),
      c.totalResults > SEARCH_COUNT_CAP ||
        c.isCapped.shoot ||
        c.isCapped.inquiry ||
        c.isCapped.clients,
    ],
  },
  {
    key: 'shoot',
    label: 'Shoots',
    emptyTitle: 'No shoots match',
    count: (c) => [c.totalShoots, c.isCapped.shoot],
  },
  {
    key: 'inquiry',
    label: 'Inquiries',
    emptyTitle: 'No inquiries match',
    count: (c) => [c.totalInquiries, c.isCapped.inquiry],
  },
  {
    key: 'clients',
    label: 'Clients',
    emptyTitle: 'No clients match',
    count: (c) => [c.totalClients, c.isCapped.clients],
  },
];

/** '7', '42', '99+' (SEARCH_COUNT_CAP, like the notification badge). */
export function countText(count: number, isCapped: boolean): string {
  return `${count.toLocaleString('en-US')}${isCapped ? '+' : ''}`;
}

function useResults(tab: Tab, search: string): ResultsState {
  const query = useSearchResults(tab, search);
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    pageCount: query.data?.pages.length ?? 0,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isStale: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage().catch(() => undefined),
    retry: () => void query.refetch(),
  };
}

function SearchPrompt() {
  return (
    <Flex vertical align="center" gap={8} className="studio-search-prompt">
      <span className="studio-search-prompt-icon" aria-hidden>
        <SearchOutlined />
      </span>
      <Typography.Text strong>Find a shoot, an inquiry or a client</Typography.Text>
      <Typography.Text type="secondary">
        Type part of a name, an email address or a phone number. Accents and capitals do not matter.
      </Typography.Text>
    </Flex>
  );
}

type SearchPanelProps = {
  isMobile: boolean;
  /** The overlay focuses the input again once it has opened (the dialog takes focus first). */
  inputRef: RefObject<InputRef | null>;
  onClose(): void;
};

export function SearchPanel({ isMobile, inputRef, onClose }: SearchPanelProps) {
  const navigate = useNavigate();
  const { business } = useSession();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<Tab>('all');
  const [activeIndex, setActiveIndex] = useState(-1);
  const search = useDebouncedValue(text.trim());
  const counts = useSearchCounts(search);
  const results = useResults(tab, search);
  const listId = `search-results-${tab}`;
  const current = tabs.find((item) => item.key === tab) ?? tabs[0]!;
  const active = activeIndex >= 0 ? results.items[activeIndex] : undefined;

  useEffect(() => inputRef.current?.focus(), [inputRef]);
  // A new input or another tab starts again from the top.
  useEffect(() => setActiveIndex(-1), [search, tab]);
  useEffect(() => {
    if (!active) return;
    // jsdom has no scrollIntoView.
    document.getElementById(searchResultId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const open = (result: TSearchResult) => {
    onClose();
    void navigate(result.link);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.items.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => Math.min(index + 1, last));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, -1));
    } else if (event.key === 'Enter' && active) {
      event.preventDefault();
      open(active);
    }
  };

  const tabLabel = (item: TabSpec) => {
    const [count, isCapped] = search && counts.data ? item.count(counts.data) : [0, false];
    return (
      <span className="studio-search-tab">
        {item.label}
        {search && counts.data && ' '}
        {search && counts.data && (
          <span className="studio-search-count" data-testid={`search-count-${item.key}`}>
            {countText(count, isCapped)}
          </span>
        )}
      </span>
    );
  };

  return (
    <div className={isMobile ? 'studio-search is-mobile' : 'studio-search'}>
      <div className="studio-search-bar">
        {isMobile && (
          <Button
            type="text"
            icon={<ArrowLeftOutlined />}
            onClick={onClose}
            aria-label="Close search"
          />
        )}
        <Input
          ref={inputRef}
          size="large"
          variant="borderless"
          prefix={<SearchOutlined className="studio-search-icon" aria-hidden />}
          placeholder="Search shoots, inquiries and clients"
          value={text}
          maxLength={SEARCH_INPUT_MAX}
          allowClear
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label="Search shoots, inquiries and clients"
          aria-expanded={results.items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? searchResultId(active) : undefined}
        />
        {!isMobile && (
          <kbd className="studio-search-esc" aria-hidden>
            Esc
          </kbd>
        )}
      </div>
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          // Typing and the arrow keys go on working after a click on a tab.
          inputRef.current?.focus();
        }}
        items={tabs.map((item) => ({ key: item.key, label: tabLabel(item) }))}
        className="studio-search-tabs"
        tabBarGutter={isMobile ? 14 : 28}
      />
      {/* Keyed by tab: another tab starts at the top (not at the bottom, where the previous tab's
          scrolling left it, which would load its second page at once). */}
      <div key={tab} className="studio-search-body" data-scroll-root>
        {search ? (
          <SearchResults
            listId={listId}
            label={current.label}
            emptyTitle={current.emptyTitle}
            search={search}
            results={results}
            activeIndex={activeIndex}
            timeZone={business?.timeZone ?? 'UTC'}
            showsType={tab === 'all'}
            onRowClick={onClose}
            onHover={setActiveIndex}
          />
        ) : (
          <SearchPrompt />
        )}
      </div>
    </div>
  );
}
