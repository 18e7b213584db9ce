// The package and add-ons of a shoot: change the package, add, re-count, swap and delete add-ons.
// Each change answers the new order, with the fee and invoices the server recomputed.
import { useState } from 'react';
import { App, Button, Card, Empty, Flex, InputNumber, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { formatMoney } from '@studio/shared/money';
import type { TOrder, TOrderAddon } from '@studio/shared/orders/contracts';
import { quantityError } from '@studio/shared/orders/requests';
import { http } from '../../api/http-client.ts';
import { useShowError } from '../scheduling/use-scheduling.ts';
import { AddAddonModal, ChangePackageModal, SwapAddonModal } from './detail-addon-modals.tsx';
import { orderPath, useOrderChange } from './detail-api.ts';
import { messages } from '@studio/shared/messages';

type CardProps = { order: TOrder; isLocked: boolean };
type Editing = { kind: 'package' } | { kind: 'add' } | { kind: 'swap'; line: TOrderAddon } | null;

export function DetailAddonsCard({ order, isLocked }: CardProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const close = () => setEditing(null);
  return (
    <Card title="Package and add-ons">
      <Flex justify="space-between" align="center" gap={12} className="shoot-detail-package">
        <div>
          <Typography.Text type="secondary" className="shoot-detail-small-label">
            Package
          </Typography.Text>
          <div>{order.packageName ?? <span className="shoot-detail-muted">No package</span>}</div>
        </div>
        {!isLocked && (
          <Button onClick={() => setEditing({ kind: 'package' })}>Change package</Button>
        )}
      </Flex>
      <Flex justify="space-between" align="center" style={{ margin: '20px 0 8px' }}>
        <Typography.Text type="secondary" className="shoot-detail-small-label">
          Add-ons
        </Typography.Text>
        {!isLocked && (
          <Button
            type="link"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setEditing({ kind: 'add' })}
          >
            Add add-on
          </Button>
        )}
      </Flex>
      {order.addons.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            isLocked ? 'No add-ons' : 'No add-ons yet. Add one to grow the shoot and its fee.'
          }
        />
      ) : (
        <ul className="shoot-detail-list" aria-label="Add-ons">
          {order.addons.map((line) => (
            <AddonRow
              key={line.id}
              line={line}
              order={order}
              isLocked={isLocked}
              onSwap={() => setEditing({ kind: 'swap', line })}
            />
          ))}
        </ul>
      )}
      {editing?.kind === 'package' && <ChangePackageModal order={order} onClose={close} />}
      {editing?.kind === 'add' && <AddAddonModal order={order} onClose={close} />}
      {editing?.kind === 'swap' && (
        <SwapAddonModal order={order} line={editing.line} onClose={close} />
      )}
    </Card>
  );
}

type RowProps = { line: TOrderAddon; order: TOrder; isLocked: boolean; onSwap(): void };

function AddonRow({ line, order, isLocked, onSwap }: RowProps) {
  const { modal } = App.useApp();
  const showError = useShowError();
  const [quantity, setQuantity] = useState<number | null>(line.quantity);
  const error =
    quantity === null ? messages.quantityMin : quantityError(quantity, line.maxQuantity);
  const changeQuantity = useOrderChange(order.orderId, (value: number) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/addons/${line.id}/quantity`, { quantity: value }),
  );
  const remove = useOrderChange(
    order.orderId,
    () => http.delete<TOrder>(`/api/orders/addons/${line.id}`),
    messages.deleted,
  );

  const commitQuantity = () => {
    if (error !== null || quantity === null || quantity === line.quantity) return;
    changeQuantity.mutate(quantity, {
      onError: (failure) => {
        setQuantity(line.quantity);
        showError(failure);
      },
    });
  };

  const confirmDelete = () =>
    modal.confirm({
      title: `Delete the add-on “${line.name}”?`,
      content: `The shoot fee goes down by ${formatMoney(line.fee * line.quantity, order.currency)}, and so do the invoices: pending ones first, then paid ones.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      focusable: { autoFocusButton: 'cancel' },
      onOk: () => remove.mutateAsync(undefined).catch(showError),
    });

  return (
    <li className="shoot-detail-row">
      <div className="shoot-detail-row-main">
        <div className="shoot-detail-row-name">{line.name}</div>
        <Typography.Text type="secondary">
          {formatMoney(line.fee, order.currency)} each · up to {line.maxQuantity}
        </Typography.Text>
      </div>
      <div className="shoot-detail-quantity">
        <InputNumber<number>
          aria-label={`Quantity of ${line.name}`}
          value={quantity}
          onChange={setQuantity}
          onBlur={commitQuantity}
          onPressEnter={commitQuantity}
          disabled={isLocked || changeQuantity.isPending}
          status={error ? 'error' : undefined}
          precision={0}
          style={{ width: 72 }}
        />
        {error && (
          <div role="alert" className="shoot-detail-error">
            {error}
          </div>
        )}
      </div>
      <div className="shoot-detail-row-amount">
        {formatMoney(line.fee * line.quantity, order.currency)}
      </div>
      {!isLocked && (
        <Flex gap={4}>
          <Tooltip title="Swap for another add-on">
            <Button
              type="text"
              icon={<SwapOutlined aria-hidden />}
              aria-label={`Swap ${line.name}`}
              onClick={onSwap}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Delete ${line.name}`}
              onClick={confirmDelete}
            />
          </Tooltip>
        </Flex>
      )}
    </li>
  );
}
