// The home screen (/, /shoots, /inquiries): the business's shoots, what is coming first, with
// date and overdue filters; and the inquiries clients sent. A business without shoots
// sees how to create the first one and its remaining set-up steps.
import { Suspense, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { lazyInAntd } from '../../app/antd-lazy.tsx';
import { dateFilters } from '@studio/shared/enums';
import { useSession } from '../../app/session-context.ts';
import { LightButton } from '../../ui/light/button.tsx';
import { LightCard } from '../../ui/light/card.tsx';
import { LightCheckbox } from '../../ui/light/checkbox.tsx';
import { LightEmpty } from '../../ui/light/empty.tsx';
import { LightSegmented } from '../../ui/light/segmented.tsx';
import { EmptyListText, ListLoadError, ListSkeleton } from '../../ui/list-states.tsx';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { GettingStarted, leadSteps, setupSteps } from './getting-started.tsx';
import { useSetupProgress } from '../onboarding/use-onboarding.ts';
import { InquiriesPanel } from './inquiries-panel.tsx';
import { InquiriesTabLabel } from './inquiries-tab-label.tsx';
import { ShootListRow } from './shoot-list-row.tsx';
import { useShootList } from './use-shoot-list.ts';
import './home.css';

// The shoot form (date and time pickers, selects) loads when the owner first asks for it: the home
// is the first screen of every visit and shows none of it. The form is drawn with antd, which
// comes along with it, under an AntdScope of its own (nothing antd stands above the home).
const ShootFormModal = lazyInAntd(() =>
  import('../shoots/shoot-form-modal.tsx').then((m) => m.ShootFormModal),
);

type HomeTab = 'shoots' | 'inquiries';

const homeTabs = [
  { value: 'shoots' as const, label: 'Shoots' },
  { value: 'inquiries' as const, label: <InquiriesTabLabel /> },
];

const dateFilterOptions: { value: number; label: string }[] = [
  { value: dateFilters.ALL, label: 'All' },
  { value: dateFilters.UP_COMING, label: 'Upcoming' },
  { value: dateFilters.NO_SET_DATE, label: 'No set date' },
  { value: dateFilters.PAST, label: 'Past' },
];

const filteredEmptyTexts: Record<number, string> = {
  [dateFilters.ALL]: 'No shoots match this filter.',
  [dateFilters.UP_COMING]: 'No upcoming shoots.',
  [dateFilters.NO_SET_DATE]: 'Every shoot has a date.',
  [dateFilters.PAST]: 'No past shoots yet.',
};

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function ShootsList({ onCreate }: { onCreate: () => void }) {
  const { account, business } = useSession();
  const [dateFilter, setDateFilter] = useState<number>(dateFilters.ALL);
  const [isOverdue, setOverdue] = useState(false);
  const list = useShootList({ dateFilter, overdue: isOverdue });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const isTotalCapped = list.data?.pages[0]?.isTotalCapped ?? false;
  const isFiltered = dateFilter !== dateFilters.ALL || isOverdue;
  const progress = useSetupProgress();
  if (!account || !business) return null;
  // The checklist stands above the list: the block waits for the setup progress (asked beside
  // the list), so a checklist arriving late never pushes the shoots down the screen.
  if (progress.isPending) return <ListSkeleton rows={5} testId="shoots-loading" />;
  const steps = setupSteps(account, business);
  const lead = progress.data ? leadSteps(progress.data) : undefined;
  const isLeading = lead !== undefined && !lead.every((step) => step.isDone);

  const clearFilters = () => {
    setDateFilter(dateFilters.ALL);
    setOverdue(false);
  };

  return (
    <>
      {isLeading && (
        <div className="studio-home-checklist">
          <GettingStarted
            steps={lead}
            title="Get ready for your first booking"
            intro="Four steps, in order. Each ticks itself once it is done."
            withDemo
          />
        </div>
      )}
      <div className="studio-home-toolbar">
        <div className="studio-home-filters">
          <LightSegmented<number>
            options={dateFilterOptions}
            value={dateFilter}
            onChange={setDateFilter}
            aria-label="Shoot dates"
          />
          <LightCheckbox checked={isOverdue} onChange={setOverdue}>
            Overdue payments only
          </LightCheckbox>
        </div>
        {!list.isPending && !list.isError && (
          <span className="l-secondary" aria-live="polite">
            {shootCount(total, isTotalCapped)}
          </span>
        )}
      </div>

      {list.isPending ? (
        <ListSkeleton rows={5} testId="shoots-loading" />
      ) : list.isError ? (
        <ListLoadError
          title="The shoots could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : items.length === 0 && isFiltered ? (
        <LightCard>
          <LightEmpty
            description={isOverdue ? 'No overdue payments. Nice!' : filteredEmptyTexts[dateFilter]}
          >
            <LightButton onClick={clearFilters}>Show all shoots</LightButton>
          </LightEmpty>
        </LightCard>
      ) : items.length === 0 ? (
        <div className="studio-home-stack studio-home-stack--wide">
          <LightCard>
            <LightEmpty
              description={
                <EmptyListText
                  title="No shoots yet"
                  text="Shoots your clients book online appear here. You can also book one for a client yourself: pick the service, the time and the fee."
                />
              }
            >
              <LightButton variant="primary" icon={<PlusOutlined />} onClick={onCreate}>
                Create a shoot
              </LightButton>
            </LightEmpty>
          </LightCard>
          {lead && !isLeading && !steps.every((step) => step.isDone) && (
            <GettingStarted steps={steps} title="Finishing touches" />
          )}
        </div>
      ) : (
        <div className="studio-home-stack">
          <LightCard isFlush>
            <div role="list" aria-label="Shoots">
              {items.map((shoot) => (
                <div role="listitem" key={shoot.id}>
                  <ShootListRow
                    shoot={shoot}
                    timeZone={business.timeZone}
                    currency={business.currency}
                  />
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
              Load more
            </LightButton>
          )}
        </div>
      )}
    </>
  );
}

export function HomePage() {
  const { business } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [isCreating, setIsCreating] = useState(false);
  const [hasCreated, setHasCreated] = useState(false);
  const setCreating = (next: boolean) => {
    if (next) setHasCreated(true);
    setIsCreating(next);
  };
  const tab: HomeTab = location.pathname.startsWith('/inquiries') ? 'inquiries' : 'shoots';
  if (!business) return null;
  return (
    <PageBody width={1120}>
      <PageHeader
        title={`${greeting(new Date().getHours())}, ${business.businessName}`}
        description={
          tab === 'shoots'
            ? 'Your shoots, what is coming first.'
            : 'What clients asked you, newest first.'
        }
        extra={
          <LightButton variant="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New shoot
          </LightButton>
        }
      />
      <LightSegmented<HomeTab>
        options={homeTabs}
        value={tab}
        onChange={(value) => void navigate(value === 'inquiries' ? '/inquiries' : '/shoots')}
        size="large"
        aria-label="Home lists"
        className="studio-home-tabs"
      />
      {tab === 'shoots' ? (
        <ShootsList onCreate={() => setCreating(true)} />
      ) : (
        <InquiriesPanel timeZone={business.timeZone} />
      )}
      {hasCreated && (
        <Suspense fallback={null}>
          <ShootFormModal isOpen={isCreating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </PageBody>
  );
}

/** '1 shoot', '12 shoots', '1,000+ shoots'. */
function shootCount(total: number, isCapped: boolean): string {
  if (isCapped) return `${total.toLocaleString('en-US')}+ shoots`;
  return total === 1 ? '1 shoot' : `${total.toLocaleString('en-US')} shoots`;
}
