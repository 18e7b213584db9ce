// The list page of a business's templates (contracts, email templates): search by name, All /
// Public / Private, a page of 50 at a time with 'Load more', and its loading, error and empty
// states. Each feature gives its texts, its query key and how a row looks.
import { useState, type ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Segmented, Skeleton, theme } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { limits } from '@studio/shared/constants';
import { errorLines, http } from '../api/http-client.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type TemplateFilters = { search: string; isPrivate: boolean | undefined };
type TemplatePage<Item> = { items: Item[]; page: number; size: number; total: number };

/** A page of 50 of the templates at `path`, filtered; 'Load more' asks for the next page. */
export function useTemplatePages<Item>(
  path: string,
  queryKey: readonly unknown[],
  filters: TemplateFilters,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      http.get<TemplatePage<Item>>(
        path,
        {
          page: pageParam,
          size: limits.pageSize,
          search: filters.search || undefined,
          isPrivate: filters.isPrivate,
        },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.size < last.total ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

type Privacy = 'all' | 'public' | 'private';

const privacyOptions: { value: Privacy; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'public', label: 'Public' },
  { value: 'private', label: 'Private' },
];

type Props<Item> = {
  /** The list's accessible name, e.g. 'Contracts'. */
  label: string;
  searchLabel: string;
  path: string;
  queryKey: (filters: TemplateFilters) => readonly unknown[];
  gutter: number;
  /** Shown while the business has none at all: what they are for, and how to make one. */
  none: { description: string; action: ReactNode };
  noMatch: string;
  renderRow: (item: Item, isLast: boolean) => ReactNode;
};

export function TemplateList<Item extends { id: string }>(props: Props<Item>) {
  const { token } = theme.useToken();
  const { gutter } = props;
  const [searchText, setSearchText] = useState('');
  const [privacy, setPrivacy] = useState<Privacy>('all');
  const search = useDebouncedValue(searchText.trim());
  const filters: TemplateFilters = {
    search,
    isPrivate: privacy === 'all' ? undefined : privacy === 'private',
  };
  const isFiltered = filters.search !== '' || filters.isPrivate !== undefined;
  const list = useTemplatePages<Item>(props.path, props.queryKey(filters), filters);
  const templates = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  const body = (() => {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (list.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    }
    if (templates.length === 0 && !isFiltered) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={props.none.description}
          style={{ padding: '32px 0' }}
        >
          {props.none.action}
        </Empty>
      );
    }
    if (templates.length === 0) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={props.noMatch}
          style={{ padding: '32px 0' }}
        >
          <Button
            onClick={() => {
              setSearchText('');
              setPrivacy('all');
            }}
          >
            Clear search
          </Button>
        </Empty>
      );
    }
    return (
      <Flex vertical>
        <ul aria-label={props.label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {templates.map((template, index) =>
            props.renderRow(template, index === templates.length - 1 && !list.hasNextPage),
          )}
        </ul>
        {list.hasNextPage && (
          <Flex justify="center" style={{ paddingTop: 16 }}>
            <Button loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              Load more ({templates.length} of {total})
            </Button>
          </Flex>
        )}
      </Flex>
    );
  })();

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Flex
        gap={12}
        wrap
        align="center"
        justify="space-between"
        style={{
          padding: `16px ${gutter}px`,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Input
          allowClear
          aria-label={props.searchLabel}
          placeholder="Search by name"
          prefix={<SearchOutlined />}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Segmented<Privacy>
          aria-label="Show"
          options={privacyOptions}
          value={privacy}
          onChange={setPrivacy}
        />
      </Flex>
      <div style={{ padding: `4px ${gutter}px 8px` }}>{body}</div>
    </Card>
  );
}
