// The Inquiries tab of the home screen: questions clients sent from the booking pages, newest
// first, 50 at a time. A row opens the inquiry page (/inquiries/{id}), which marks it read.
import { LightButton } from '../../ui/light/button.tsx';
import { LightCard } from '../../ui/light/card.tsx';
import { LightEmpty } from '../../ui/light/empty.tsx';
import { EmptyListText, ListLoadError, ListSkeleton } from '../../ui/list-states.tsx';
import { InquiryListRow } from './inquiry-list-row.tsx';
import { useInquiryList } from './use-inquiries.ts';
import './inquiries.css';

export function InquiriesPanel({ timeZone }: { timeZone: string }) {
  const list = useInquiryList();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;

  if (list.isPending) return <ListSkeleton rows={4} testId="inquiries-loading" />;
  if (list.isError) {
    return (
      <ListLoadError
        title="The inquiries could not be loaded"
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    );
  }
  if (items.length === 0) {
    return (
      <LightCard>
        <LightEmpty
          description={
            <EmptyListText
              title="No inquiries yet"
              text="When clients send a question from your booking pages, it lands here. Choose what they are asked under Questionnaires."
              maxWidth={460}
            />
          }
        />
      </LightCard>
    );
  }
  return (
    <div className="studio-home-stack">
      <LightCard isFlush>
        <div role="list" aria-label="Inquiries">
          {items.map((inquiry) => (
            <div role="listitem" key={inquiry.id}>
              <InquiryListRow inquiry={inquiry} timeZone={timeZone} />
            </div>
          ))}
        </div>
      </LightCard>
      {list.hasNextPage && (
        <LightButton
          className="studio-home-more"
          isLoading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Load more ({items.length} of {total})
        </LightButton>
      )}
    </div>
  );
}
