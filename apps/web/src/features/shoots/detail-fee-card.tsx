// The money of a shoot: fee (editable, POST shoot-fee), coupon, tax, tip, grand total, paid, balance.
import { useState } from 'react';
import { Button, Card, Form, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { modalWidths } from '@studio/shared/constants';
import { formatMoney } from '@studio/shared/money';
import type { TOrder } from '@studio/shared/orders/contracts';
import { ZTotalFee } from '@studio/shared/orders/requests';
import { http } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { inputToMinor, minorToInput, MoneyInput, moneyRule } from '../packages/money.tsx';
import { orderPath, useOrderChange } from './detail-api.ts';
import { paymentStateColors, paymentStateLabels } from './detail-format.ts';

type CardProps = { order: TOrder; isLocked: boolean };

const taxModeLabels: Record<TOrder['tax']['mode'], string> = {
  EXCLUDE: 'added',
  INCLUDE: 'included',
  NO_TAX: 'none',
};

export function DetailFeeCard({ order, isLocked }: CardProps) {
  const [isEditing, setIsEditing] = useState(false);
  const money = (minor: number) => formatMoney(minor, order.currency);
  const taxRate = `${(order.tax.rateBps / 100).toLocaleString('en-US')}%`;
  return (
    <Card
      title="Payment"
      extra={
        <Tag color={paymentStateColors[order.paymentState]} style={{ margin: 0 }}>
          {paymentStateLabels[order.paymentState]}
        </Tag>
      }
    >
      <dl className="shoot-detail-money" aria-label="Payment summary">
        <div>
          <dt>Shoot fee</dt>
          <dd>
            {!isLocked && (
              <Button
                type="link"
                size="small"
                icon={<EditOutlined aria-hidden />}
                aria-label="Edit shoot fee"
                onClick={() => setIsEditing(true)}
              />
            )}
            {money(order.totalFee)}
          </dd>
        </div>
        {order.couponCode && (
          <div>
            <dt>Coupon {order.couponCode}</dt>
            <dd>−{money(order.totalCouponDiscount)}</dd>
          </div>
        )}
        <div>
          <dt>
            Tax{order.tax.mode === 'NO_TAX' ? '' : ` ${taxRate} (${taxModeLabels[order.tax.mode]})`}
          </dt>
          <dd>{money(order.tax.amount)}</dd>
        </div>
        {order.totalTip > 0 && (
          <div>
            <dt>Tip</dt>
            <dd>{money(order.totalTip)}</dd>
          </div>
        )}
        <div className="shoot-detail-money-total">
          <dt>Grand total</dt>
          <dd>{money(order.grandTotal)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{money(order.amountPaid)}</dd>
        </div>
        <div className="shoot-detail-money-balance">
          <dt>Balance due</dt>
          <dd>{money(order.balanceDue)}</dd>
        </div>
      </dl>
      {isEditing && <FeeModal order={order} onClose={() => setIsEditing(false)} />}
    </Card>
  );
}

type FeeValues = { totalFee: number | null };

function FeeModal({ order, onClose }: { order: TOrder; onClose(): void }) {
  const [form] = Form.useForm<FeeValues>();
  const [initial] = useState<FeeValues>({ totalFee: minorToInput(order.totalFee) });
  const guard = useDirtyGuard(useIsFormDirty(form, initial));
  const [lines, setLines] = useState<string[]>([]);
  const save = useOrderChange(order.orderId, (body: { totalFee: number }) =>
    http.post<TOrder>(`${orderPath(order.orderId)}/shoot-fee`, body),
  );
  const submit = (values: FeeValues) => {
    const totalFee = inputToMinor(values.totalFee);
    if (totalFee === undefined || Number.isNaN(totalFee)) return;
    setLines([]);
    save.mutate(
      { totalFee },
      {
        onSuccess: onClose,
        onError: (error) => setLines(showServerError(form, ['totalFee'], error)),
      },
    );
  };
  return (
    <FormModal<FeeValues>
      open
      width={modalWidths.default}
      title="Shoot fee"
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={save.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      intro={
        <p className="shoot-detail-muted">
          The fee before coupon and tax. The pending invoices change with it.
        </p>
      }
    >
      <Form.Item
        name="totalFee"
        label="Total fee"
        rules={[
          { required: true, message: 'This field cannot be left blank' },
          moneyRule(ZTotalFee),
        ]}
      >
        <MoneyInput currency={order.currency} />
      </Form.Item>
    </FormModal>
  );
}
