// /services: every live service with search, sort and kind filter, 50 at a time with 'Load more'.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Segmented,
  Select,
  Skeleton,
  Typography,
} from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { serviceKinds, sortBy, sortOrders } from '@studio/shared/enums';
import { errorLines } from '../../api/http-client.ts';
import { CreateNewModal } from '../../app/layout/create-new-modal.tsx';
import { useSession } from '../../app/session-context.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { ServiceListRow } from './service-list-row.tsx';
import { serviceKindLabels } from './service-display.ts';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useServicesList, type ServiceListFilters } from './use-services.ts';
import './services.css';

type SortKey = `${ServiceListFilters['sortBy']}-${ServiceListFilters['sortOrder']}`;

const sortOptions: { value: SortKey; label: string }[] = [
  { value: `${sortBy.CREATED_DATE}-${sortOrders.DESCENDING}`, label: 'Created date, newest first' },
  { value: `${sortBy.CREATED_DATE}-${sortOrders.ASCENDING}`, label: 'Created date, oldest first' },
  { value: `${sortBy.NAME}-${sortOrders.ASCENDING}`, label: 'Name, A to Z' },
  { value: `${sortBy.NAME}-${sortOrders.DESCENDING}`, label: 'Name, Z to A' },
  { value: `${sortBy.NUMBER}-${sortOrders.ASCENDING}`, label: 'Number, ascending' },
  { value: `${sortBy.NUMBER}-${sortOrders.DESCENDING}`, label: 'Number, descending' },
];

const ALL_KINDS = 0;
const kindOptions = [
  { value: ALL_KINDS, label: 'All' },
  ...[serviceKinds.MINI_SESSION, serviceKinds.SESSION_TYPES, serviceKinds.BUNDLES].map((kind) => ({
    value: kind,
    label: serviceKindLabels[kind],
  })),
];

function parseSort(key: SortKey): Pick<ServiceListFilters, 'sortBy' | 'sortOrder'> {
  const [by, order] = key.split('-').map(Number);
  return {
    sortBy: by as ServiceListFilters['sortBy'],
    sortOrder: order as ServiceListFilters['sortOrder'],
  };
}

export function ServicesListPage() {
  const { business } = useSession();
  const [isCreating, setCreating] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [sort, setSort] = useState<SortKey>(sortOptions[0]?.value ?? '2-2');
  const [kind, setKind] = useState<number>(ALL_KINDS);
  const filters: ServiceListFilters = {
    ...parseSort(sort),
    ...(search ? { search } : {}),
    ...(kind !== ALL_KINDS ? { kind: kind as ServiceListFilters['kind'] } : {}),
  };
  const list = useServicesList(filters);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const isFiltered = Boolean(search) || kind !== ALL_KINDS;

  const clearFilters = () => {
    setSearchText('');
    setKind(ALL_KINDS);
  };

  return (
    <PageBody width={1120}>
      <PageHeader
        title="Services"
        description="Mini sessions, full sessions and bundles your clients can book."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            New service
          </Button>
        }
      />
      <div className="studio-services-toolbar">
        <Input
          className="studio-services-search"
          prefix={<SearchOutlined aria-hidden />}
          placeholder="Search services"
          aria-label="Search services"
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
        <Segmented
          options={kindOptions}
          value={kind}
          onChange={(value) => setKind(Number(value))}
          aria-label="Kind of service"
        />
        <Select
          value={sort}
          options={sortOptions}
          onChange={setSort}
          aria-label="Sort services"
          className="studio-services-sort"
        />
      </div>

      {list.isPending ? (
        <Card styles={{ body: { padding: '8px 20px' } }} data-testid="services-loading">
          {[0, 1, 2, 3].map((row) => (
            <Skeleton
              key={row}
              avatar={{ shape: 'square', size: 48 }}
              active
              paragraph={{ rows: 1 }}
              style={{ padding: '12px 0' }}
            />
          ))}
        </Card>
      ) : list.isError ? (
        <Alert
          type="error"
          showIcon
          title="The services could not be loaded"
          description={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      ) : items.length === 0 ? (
        <Card>
          {isFiltered ? (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No services match your search."
            >
              <Button onClick={clearFilters}>Clear search and filters</Button>
            </Empty>
          ) : (
            <Empty
              description={
                <Flex vertical gap={4} align="center">
                  <Typography.Text strong style={{ fontSize: 16 }}>
                    No services yet
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
                    Create a mini session with dates and time slots, or a full session with packages
                    and add-ons. Clients book them from your booking pages.
                  </Typography.Text>
                </Flex>
              }
            >
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                Create your first service
              </Button>
            </Empty>
          )}
        </Card>
      ) : (
        <>
          <Card styles={{ body: { padding: 0 } }}>
            {items.map((service) => (
              <ServiceListRow key={service.id} service={service} timeZone={business?.timeZone} />
            ))}
          </Card>
          <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
            <Typography.Text type="secondary">
              Showing {items.length} of {total}
            </Typography.Text>
            {list.hasNextPage && (
              <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Load more
              </Button>
            )}
          </Flex>
        </>
      )}
      <CreateNewModal isOpen={isCreating} onClose={() => setCreating(false)} />
    </PageBody>
  );
}
