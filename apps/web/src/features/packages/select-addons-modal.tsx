// 'Select add-ons' (modal width 400): the client's or the owner's pick of a service's add-ons and
// quantities, with the quantity rules. The shoot form uses it; the Add-ons card previews it.
import { useMemo, useState } from 'react';
import { Checkbox, Empty, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import { modalWidths } from '@studio/shared/constants';
import { formatMoney } from '@studio/shared/money';
import type { TAddon } from '@studio/shared/packages/contracts';
import { addonQuantity, type TSelectedAddon } from '@studio/shared/packages/requests';
import { zodRule } from '../../ui/zod-form.ts';

type ItemValues = { isSelected: boolean; quantity: number | null };
type SelectionValues = { items: Record<string, ItemValues> };

export type SelectAddonsModalProps = {
  open: boolean;
  addons: readonly TAddon[];
  currency: string;
  /** The current selection (quantities by add-on id). */
  value?: readonly TSelectedAddon[];
  okText?: string;
  onCancel(): void;
  onSubmit(selection: TSelectedAddon[]): void;
};

function initialValues(
  addons: readonly TAddon[],
  value: readonly TSelectedAddon[],
): SelectionValues {
  const chosen = new Map(value.map((item) => [item.addonId, item.quantity]));
  return {
    items: Object.fromEntries(
      addons.map((addon) => [
        addon.id,
        { isSelected: chosen.has(addon.id), quantity: chosen.get(addon.id) ?? 1 },
      ]),
    ),
  };
}

/** The total of a selection in minor units. */
export function selectionTotal(
  addons: readonly TAddon[],
  selection: readonly TSelectedAddon[],
): number {
  const fees = new Map(addons.map((addon) => [addon.id, addon.fee]));
  return selection.reduce((sum, item) => sum + (fees.get(item.addonId) ?? 0) * item.quantity, 0);
}

export function SelectAddonsModal({
  open,
  addons,
  currency,
  value = [],
  okText = 'Done',
  onCancel,
  onSubmit,
}: SelectAddonsModalProps) {
  const [form] = Form.useForm<SelectionValues>();
  const [initial] = useState(() => initialValues(addons, value));
  const items =
    (Form.useWatch('items', form) as SelectionValues['items'] | undefined) ?? initial.items;

  const selection = useMemo<TSelectedAddon[]>(
    () =>
      addons
        .filter((addon) => items[addon.id]?.isSelected)
        .map((addon) => ({ addonId: addon.id, quantity: Number(items[addon.id]?.quantity ?? 0) })),
    [addons, items],
  );
  const maxima = new Map(addons.map((addon) => [addon.id, addon.maxQuantity]));
  const total = selectionTotal(
    addons,
    selection.filter(
      (item) =>
        Number.isInteger(item.quantity) &&
        item.quantity > 0 &&
        item.quantity <= (maxima.get(item.addonId) ?? 0),
    ),
  );

  return (
    <Modal
      open={open}
      width={modalWidths.addon}
      title="Select add-ons"
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onCancel}
      okButtonProps={{ disabled: addons.length === 0 }}
      destroyOnHidden
    >
      {addons.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This service has no add-ons." />
      ) : (
        <Form<SelectionValues>
          form={form}
          initialValues={initial}
          onFinish={() => onSubmit(selection)}
          layout="vertical"
        >
          <ul aria-label="Add-ons" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {addons.map((addon) => {
              const isSelected = Boolean(items[addon.id]?.isSelected);
              return (
                <li key={addon.id} style={{ padding: '10px 0', borderBottom: '1px solid #F0EDE6' }}>
                  <Flex align="flex-start" justify="space-between" gap={12}>
                    <Form.Item
                      name={['items', addon.id, 'isSelected']}
                      valuePropName="checked"
                      style={{ marginBottom: 0, minWidth: 0 }}
                    >
                      <Checkbox>
                        <span style={{ overflowWrap: 'anywhere' }}>{addon.name}</span>
                        {addon.maxQuantity > 1 && (
                          <Typography.Text
                            type="secondary"
                            style={{ display: 'block', fontSize: 13 }}
                          >
                            Up to {addon.maxQuantity}
                          </Typography.Text>
                        )}
                      </Checkbox>
                    </Form.Item>
                    <Typography.Text style={{ whiteSpace: 'nowrap', paddingTop: 2 }}>
                      {formatMoney(addon.fee, currency)}
                    </Typography.Text>
                  </Flex>
                  {isSelected && (
                    <Form.Item
                      name={['items', addon.id, 'quantity']}
                      label="Quantity"
                      layout="horizontal"
                      colon={false}
                      rules={[zodRule(addonQuantity(addon.maxQuantity))]}
                      style={{ margin: '8px 0 0 24px' }}
                    >
                      <InputNumber<number>
                        aria-label={`Quantity of ${addon.name}`}
                        precision={0}
                        style={{ width: 96 }}
                      />
                    </Form.Item>
                  )}
                </li>
              );
            })}
          </ul>
          <Flex
            justify="space-between"
            style={{ marginTop: 8, paddingTop: 12, borderTop: '1px solid #E7E3DA' }}
          >
            <Typography.Text strong>Total</Typography.Text>
            <Typography.Text strong>{formatMoney(total, currency)}</Typography.Text>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
