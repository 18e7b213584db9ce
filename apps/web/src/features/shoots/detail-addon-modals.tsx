// The small choosers of the package and add-ons card: change the package, add an add-on, swap one.
import { useState } from 'react';
import { Alert, Form, InputNumber, Modal, Select, Skeleton } from 'antd';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { formatMoney } from '@studio/shared/money';
import type { TOrder, TOrderAddon } from '@studio/shared/orders/contracts';
import { quantityError } from '@studio/shared/orders/requests';
import { errorLines, http } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { orderPath, useAddonOptions, useOrderChange, usePackageOptions } from './detail-api.ts';
import type { TOrderAddonOption } from '@studio/shared/orders/money-contracts';

type ModalProps = { order: TOrder; onClose(): void };

export function ChangePackageModal({ order, onClose }: ModalProps) {
  const options = usePackageOptions(order, true);
  const [packageId, setPackageId] = useState<string | undefined>(order.packageId ?? undefined);
  const [lines, setLines] = useState<string[]>([]);
  const save = useOrderChange(order.orderId, (body: { packageId: string }) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/package/change`, body),
  );
  const submit = () =>
    packageId &&
    save.mutate({ packageId }, { onSuccess: onClose, onError: (e) => setLines(errorLines(e)) });
  return (
    <Modal
      open
      width={modalWidths.default}
      title="Change package"
      okText="Change package"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !packageId || packageId === order.packageId }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <FormErrors lines={lines} />
      <p className="shoot-detail-muted">
        The shoot fee and the pending invoices follow the new package.
      </p>
      <OptionsState query={options}>
        <Select
          aria-label="Package"
          style={{ width: '100%' }}
          value={packageId}
          onChange={setPackageId}
          placeholder="Choose a package"
          options={(options.data ?? []).map((item) => ({
            value: item.id,
            label: `${item.name} · ${formatMoney(item.price, order.currency)}`,
          }))}
        />
      </OptionsState>
    </Modal>
  );
}

type AddValues = { addonId?: string; quantity: number | null };

export function AddAddonModal({ order, onClose }: ModalProps) {
  const options = useAddonOptions(order, true);
  const [form] = Form.useForm<AddValues>();
  const [lines, setLines] = useState<string[]>([]);
  const addonId = Form.useWatch('addonId', form);
  const chosen = options.data?.find((item) => item.id === addonId);
  const save = useOrderChange(order.orderId, (body: { addonId: string; quantity: number }) =>
    http.post<TOrder>(`${orderPath(order.orderId)}/addon`, body),
  );
  const submit = (values: AddValues) =>
    values.addonId &&
    values.quantity !== null &&
    save.mutate(
      { addonId: values.addonId, quantity: values.quantity },
      { onSuccess: onClose, onError: (e) => setLines(errorLines(e)) },
    );
  return (
    <Modal
      open
      width={modalWidths.addon}
      title="Add add-on"
      okText="Add"
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <FormErrors lines={lines} />
      <OptionsState query={options}>
        <Form<AddValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ quantity: 1 }}
          onFinish={submit}
        >
          <Form.Item
            name="addonId"
            label="Add-on"
            rules={[{ required: true, message: messages.required }]}
          >
            <Select
              placeholder="Choose an add-on"
              options={(options.data ?? []).map((item) => ({
                value: item.id,
                label: addonLabel(item, order.currency),
                disabled: item.orderAddonId !== null,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="quantity"
            label="Quantity"
            rules={[quantityRule(chosen?.maxQuantity ?? Number.MAX_SAFE_INTEGER)]}
          >
            <InputNumber<number> precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Form>
      </OptionsState>
    </Modal>
  );
}

export function SwapAddonModal({ order, line, onClose }: ModalProps & { line: TOrderAddon }) {
  const options = useAddonOptions(order, true);
  const [addonId, setAddonId] = useState<string>();
  const [lines, setLines] = useState<string[]>([]);
  const save = useOrderChange(order.orderId, (target: string) =>
    http.put<TOrder>(`${orderPath(order.orderId)}/addons/${line.id}/change/${target}`),
  );
  const submit = () =>
    addonId &&
    save.mutate(addonId, { onSuccess: onClose, onError: (e) => setLines(errorLines(e)) });
  return (
    <Modal
      open
      width={modalWidths.addon}
      title={`Swap “${line.name}”`}
      okText="Swap"
      onOk={submit}
      onCancel={onClose}
      okButtonProps={{ disabled: !addonId }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <FormErrors lines={lines} />
      <OptionsState query={options}>
        <Select
          aria-label="Swap for"
          style={{ width: '100%' }}
          value={addonId}
          onChange={setAddonId}
          placeholder="Choose the add-on to swap it for"
          options={(options.data ?? []).map((item) => ({
            value: item.id,
            label: addonLabel(item, order.currency),
            disabled: item.orderAddonId !== null,
          }))}
        />
      </OptionsState>
    </Modal>
  );
}

function addonLabel(item: TOrderAddonOption, currency: string): string {
  return `${item.name} · ${formatMoney(item.fee, currency)}`;
}

function quantityRule(maxQuantity: number) {
  return {
    validator: async (_rule: unknown, value: number | null | undefined) => {
      const message = quantityError(value ?? 0, maxQuantity);
      if (message) throw new Error(message);
    },
  };
}

type QueryState = { isPending: boolean; isError: boolean; error: unknown };

function OptionsState({ query, children }: { query: QueryState; children: React.ReactNode }) {
  if (query.isPending) return <Skeleton.Input active block />;
  if (query.isError)
    return <Alert type="error" showIcon title={errorLines(query.error).join(' ')} />;
  return <>{children}</>;
}
