// /management/coupons: the photographer's coupon codes, checked and counted on the server when a
// shoot or a booking uses one.
import { useEffect, useState } from 'react';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Skeleton,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, EditOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { TCoupon } from '@studio/shared/coupons/requests';
import { COUPON_PAGE_SIZE } from '@studio/shared/coupons/requests';
import { messages } from '@studio/shared/messages';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import {
  couponAmount,
  couponState,
  couponStateTags,
  couponUses,
  couponValidity,
} from './coupon-display.ts';
import { CouponFormModal } from './coupon-form-modal.tsx';
import { useCoupons, useDeleteCoupon } from './use-coupons.ts';

/** Which coupon the form shows: a new one, an existing one, or none (closed). */
type Editing = { coupon: TCoupon | undefined } | undefined;

export function CouponsPage() {
  const { business } = useSession();
  const currency = business?.currency ?? 'USD';
  const today = todayIn(business?.timeZone ?? 'UTC');
  const isMobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const [editing, setEditing] = useState<Editing>(undefined);
  const list = useCoupons({ page, size: COUPON_PAGE_SIZE, search });
  const confirmDelete = useConfirmDeleteCoupon();
  // Deleting the last coupon of the last page leaves that page empty: go back one.
  const isPageEmpty = page > 1 && list.data?.items.length === 0;
  useEffect(() => {
    if (isPageEmpty) setPage((current) => current - 1);
  }, [isPageEmpty]);
  const openNew = () => setEditing({ coupon: undefined });

  const stateTag = (coupon: TCoupon) => {
    const tag = couponStateTags[couponState(coupon, today)];
    return <Tag color={tag.color}>{tag.label}</Tag>;
  };
  const actions = (coupon: TCoupon) => (
    <Flex gap={4} justify="flex-end">
      <Button
        type="text"
        icon={<EditOutlined />}
        aria-label={`Edit ${coupon.code}`}
        onClick={() => setEditing({ coupon })}
      />
      <Button
        type="text"
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete ${coupon.code}`}
        onClick={() => confirmDelete(coupon)}
      />
    </Flex>
  );

  const columns: ColumnsType<TCoupon> = isMobile
    ? [
        {
          title: 'Coupon',
          key: 'coupon',
          render: (_, coupon) => (
            <Flex vertical gap={2}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{coupon.code}</Typography.Text>
                <Typography.Text>{couponAmount(coupon, currency)} off</Typography.Text>
                {stateTag(coupon)}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                {couponValidity(coupon)} · {couponUses(coupon)} used
              </Typography.Text>
            </Flex>
          ),
        },
        { key: 'actions', width: 88, render: (_, coupon) => actions(coupon) },
      ]
    : [
        {
          title: 'Code',
          key: 'code',
          render: (_, coupon) => <Typography.Text strong>{coupon.code}</Typography.Text>,
        },
        {
          title: 'Amount',
          key: 'amount',
          render: (_, coupon) => couponAmount(coupon, currency),
        },
        { title: 'Valid', key: 'valid', render: (_, coupon) => couponValidity(coupon) },
        { title: 'Uses', key: 'uses', render: (_, coupon) => couponUses(coupon) },
        { title: 'Status', key: 'status', render: (_, coupon) => stateTag(coupon) },
        { key: 'actions', width: 104, render: (_, coupon) => actions(coupon) },
      ];

  const body = (() => {
    if (list.isPending) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 24 }} />;
    if (list.isError) {
      return (
        <Alert
          type="error"
          showIcon
          style={{ margin: 24 }}
          title={errorLines(list.error).join(' ')}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      );
    }
    const { items, total } = list.data;
    if (total === 0 && !search) {
      return (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No coupons yet. Create a code your clients can use for a discount on a shoot."
          style={{ padding: '40px 16px' }}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            Create coupon
          </Button>
        </Empty>
      );
    }
    return (
      <Table<TCoupon>
        rowKey="id"
        columns={columns}
        dataSource={items}
        loading={list.isFetching && list.isPlaceholderData}
        locale={{ emptyText: 'No coupons match your search.' }}
        pagination={
          total > COUPON_PAGE_SIZE && {
            current: page,
            pageSize: COUPON_PAGE_SIZE,
            total,
            showSizeChanger: false,
            onChange: setPage,
          }
        }
      />
    );
  })();

  return (
    <PageBody width={1040}>
      <PageHeader
        title="Coupons"
        description="Discount codes your clients can use when they book or you create a shoot."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={openNew}>
            New coupon
          </Button>
        }
      />
      <Card styles={{ body: { padding: 0 } }}>
        {/* Nothing to search before the first coupon exists. */}
        {!(list.data?.total === 0 && !search && !searchText) && (
          <div style={{ padding: isMobile ? 16 : '16px 24px' }}>
            <Input
              allowClear
              aria-label="Search coupons"
              placeholder="Search by code"
              prefix={<SearchOutlined />}
              value={searchText}
              onChange={(event) => {
                setSearchText(event.target.value);
                setPage(1);
              }}
              style={{ maxWidth: 360 }}
            />
          </div>
        )}
        {body}
      </Card>
      {editing && (
        <CouponFormModal
          coupon={editing.coupon}
          currency={currency}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageBody>
  );
}

/** Asks first, saying what is lost; 'Deleted!' once done. */
function useConfirmDeleteCoupon() {
  const { modal, message } = App.useApp();
  const remove = useDeleteCoupon();
  return (coupon: TCoupon) => {
    modal.confirm({
      title: `Delete the coupon “${coupon.code}”?`,
      content:
        'Clients will no longer be able to use this code. Shoots that already used it keep their discount. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      focusable: { autoFocusButton: 'cancel' },
      onOk: () =>
        remove.mutateAsync(coupon.id).then(
          () => void message.success(messages.deleted),
          (error: unknown) => void message.error(errorLines(error).join(' ')),
        ),
    });
  };
}
