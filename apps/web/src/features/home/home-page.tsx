// The home screen (/, /shoots, /inquiries): the business's shoots, what is coming first, with
// date and overdue filters; and the inquiries clients sent. A business without shoots
// sees how to create the first one and its remaining set-up steps.
import { lazy, Suspense, useState } from 'react';
import { Button, Card, Checkbox, Empty, Flex, Segmented, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { dateFilters } from '@studio/shared/enums';
import { useSession } from '../../app/session-context.ts';
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
// is the first screen of every visit and shows none of it.
const ShootFormModal = lazy(() =>
  import('../shoots/shoot-form-modal.tsx').then((m) => ({ default: m.ShootFormModal })),
);

type HomeTab = 'shoots' | 'inquiries';

const dateFilterOptions = [
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
        <div style={{ marginBottom: 24 }}>
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
          <Segmented
            options={dateFilterOptions}
            value={dateFilter}
            onChange={(value) => setDateFilter(Number(value))}
            aria-label="Shoot dates"
          />
          <Checkbox checked={isOverdue} onChange={(event) => setOverdue(event.target.checked)}>
            Overdue payments only
          </Checkbox>
        </div>
        {!list.isPending && !list.isError && (
          <Typography.Text type="secondary" aria-live="polite">
            {shootCount(total, isTotalCapped)}
          </Typography.Text>
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
        <Card>
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={isOverdue ? 'No overdue payments. Nice!' : filteredEmptyTexts[dateFilter]}
          >
            <Button onClick={clearFilters}>Show all shoots</Button>
          </Empty>
        </Card>
      ) : items.length === 0 ? (
        <Flex vertical gap={24}>
          <Card>
            <Empty
              description={
                <EmptyListText
                  title="No shoots yet"
                  text="Shoots your clients book online appear here. You can also book one for a client yourself: pick the service, the time and the fee."
                />
              }
            >
              <Button type="primary" icon={<PlusOutlined />} onClick={onCreate}>
                Create a shoot
              </Button>
            </Empty>
          </Card>
          {lead && !isLeading && !steps.every((step) => step.isDone) && (
            <GettingStarted steps={steps} title="Finishing touches" />
          )}
        </Flex>
      ) : (
        <Flex vertical gap={16}>
          <Card styles={{ body: { padding: 0 } }}>
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
          </Card>
          {list.hasNextPage && (
            <Button
              style={{ alignSelf: 'center' }}
              loading={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              Load more
            </Button>
          )}
        </Flex>
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New shoot
          </Button>
        }
      />
      <Segmented<HomeTab>
        options={[
          { value: 'shoots', label: 'Shoots' },
          { value: 'inquiries', label: <InquiriesTabLabel /> },
        ]}
        value={tab}
        onChange={(value) => void navigate(value === 'inquiries' ? '/inquiries' : '/shoots')}
        size="large"
        aria-label="Home lists"
        style={{ marginBottom: 16 }}
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
