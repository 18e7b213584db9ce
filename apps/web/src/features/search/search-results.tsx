// The results of one tab: a skeleton while the first page loads, the failure with a retry, the
// empty state, then the rows, ten at a time as the bottom comes into view.
import { Alert, Button, Empty, Flex, Skeleton, Spin, Typography } from 'antd';
import { SEARCH_MAX_PAGE, type TSearchResult } from '@studio/shared/search/contracts';
import { messages } from '@studio/shared/messages';
import { errorLines } from '../../api/http-client.ts';
import { SearchResultRow } from './search-result-row.tsx';
import { useWhenVisible } from '../../ui/use-when-visible.ts';

export type ResultsState = {
  items: TSearchResult[];
  pageCount: number;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  /** The rows shown belong to the previous input while the new one loads. */
  isStale: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage(): void;
  retry(): void;
};

type SearchResultsProps = {
  listId: string;
  label: string;
  /** What the empty state says, e.g. 'No shoots match'. */
  emptyTitle: string;
  search: string;
  results: ResultsState;
  activeIndex: number;
  timeZone: string;
  showsType: boolean;
  /** A row was clicked: its link opens by itself. */
  onRowClick(): void;
  onHover(index: number): void;
};

function ResultSkeleton() {
  return (
    <div className="studio-search-skeleton" data-testid="search-loading" aria-busy>
      {Array.from({ length: 4 }, (_, row) => (
        <Skeleton.Node key={row} active style={{ width: '100%', height: 56 }}>
          {' '}
        </Skeleton.Node>
      ))}
    </div>
  );
}

export function SearchResults({
  listId,
  label,
  emptyTitle,
  search,
  results,
  activeIndex,
  timeZone,
  showsType,
  onRowClick,
  onHover,
}: SearchResultsProps) {
  const canLoadMore =
    results.hasNextPage && !results.isFetchingNextPage && !results.isStale && !results.isError;
  const sentinel = useWhenVisible<HTMLDivElement>(
    () => {
      if (canLoadMore) results.fetchNextPage();
    },
    { isActive: canLoadMore, generation: results.pageCount },
  );

  // Before the first answer, and while a new input's answer is on its way after an empty one.
  if (results.isPending || (results.isStale && results.items.length === 0)) {
    return <ResultSkeleton />;
  }
  if (results.isError && results.items.length === 0) {
    return (
      <Alert
        type="error"
        showIcon
        title="The search could not be finished"
        description={errorLines(results.error).join(' ')}
        action={<Button onClick={results.retry}>Try again</Button>}
        style={{ margin: 16 }}
      />
    );
  }
  if (results.items.length === 0) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        className="studio-search-empty"
        description={
          <Flex vertical gap={4} align="center">
            <Typography.Text strong>
              {emptyTitle} “{search}”
            </Typography.Text>
            <Typography.Text type="secondary">
              Try part of the name, the email or a few digits of the phone number.
            </Typography.Text>
          </Flex>
        }
      />
    );
  }
  const isAtLimit = !results.hasNextPage && results.pageCount >= SEARCH_MAX_PAGE;
  return (
    <>
      <div
        id={listId}
        role="listbox"
        aria-label={label}
        className={results.isStale ? 'studio-search-list is-stale' : 'studio-search-list'}
      >
        {results.items.map((result, index) => (
          <SearchResultRow
            key={`${result.type}-${result.id}`}
            result={result}
            timeZone={timeZone}
            isActive={index === activeIndex}
            showsType={showsType}
            onOpen={onRowClick}
            onHover={() => onHover(index)}
          />
        ))}
      </div>
      <div ref={sentinel} className="studio-search-sentinel" data-testid="search-sentinel">
        {results.isFetchingNextPage && <Spin size="small" />}
        {results.isError && results.items.length > 0 && (
          <Button type="link" onClick={results.fetchNextPage}>
            The next results could not be loaded. Try again
          </Button>
        )}
        {isAtLimit && (
          <Typography.Text type="secondary" className="studio-search-limit">
            {messages.searchResultsLimit}
          </Typography.Text>
        )}
      </div>
    </>
  );
}
