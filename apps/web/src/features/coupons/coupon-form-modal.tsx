// Create or edit a coupon in the form modal: code, fixed or percent amount, validity dates and
// usage limit, checked with the same schema the server uses.
import { useMemo, useState } from 'react';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Segmented } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { modalWidths } from '@studio/shared/constants';
import {
  COUPON_CODE_MAX,
  ZCouponCode,
  ZSaveCouponRequest,
  type TCoupon,
  type TSaveCouponRequest,
} from '@studio/shared/coupons/requests';
import { messages } from '@studio/shared/messages';
import { fromMinor, toMinor } from '@studio/shared/money';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError, zodRule } from '../../ui/zod-form.ts';
import { currencySymbol } from '../services/payment-schedule-form.tsx';
import { useSaveCoupon } from './use-coupons.ts';
import { DATE_FORMAT } from '../../ui/date-formats.ts';

type CouponValues = {
  code: string;
  isFixed: boolean;
  /** Major units when fixed, a percent otherwise (both with 2 decimals). */
  amount: number | null;
  startDate: Dayjs | null;
  endDate: Dayjs | null;
  usageLimit: number | null;
};

const fields = ['code', 'amount', 'startDate', 'endDate', 'usageLimit'] as const;

function valuesOf(coupon: TCoupon | undefined): CouponValues {
  if (!coupon) {
    return {
      code: '',
      isFixed: false,
      amount: null,
      startDate: null,
      endDate: null,
      usageLimit: null,
    };
  }
  return {
    code: coupon.code,
    isFixed: coupon.isFixed,
    // Money and percents both travel in hundredths: minor units and basis points.
    amount: fromMinor(coupon.amount),
    startDate: coupon.startDate ? dayjs(coupon.startDate) : null,
    endDate: coupon.endDate ? dayjs(coupon.endDate) : null,
    usageLimit: coupon.usageLimit,
  };
}

function requestOf(values: CouponValues): TSaveCouponRequest {
  return {
    code: values.code ?? '',
    isFixed: values.isFixed,
    amount: values.amount === null || values.amount === undefined ? 0 : toMinor(values.amount),
    startDate: values.startDate ? values.startDate.format('YYYY-MM-DD') : null,
    endDate: values.endDate ? values.endDate.format('YYYY-MM-DD') : null,
    usageLimit: values.usageLimit ?? null,
  };
}

type CouponFormModalProps = {
  /** The coupon to edit; undefined creates one. */
  coupon: TCoupon | undefined;
  currency: string;
  onClose(): void;
};

export function CouponFormModal({ coupon, currency, onClose }: CouponFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CouponValues>();
  const initial = useMemo(() => valuesOf(coupon), [coupon]);
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(isDirty);
  const save = useSaveCoupon();
  const [errors, setErrors] = useState<string[]>([]);
  const isFixed = Form.useWatch('isFixed', form) ?? initial.isFixed;
  const symbol = currencySymbol(currency);

  const submit = (values: CouponValues) => {
    setErrors([]);
    const parsed = ZSaveCouponRequest.safeParse(requestOf(values));
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: String(issue.path[0] ?? 'code') as (typeof fields)[number],
          errors: [issue.message],
        })),
      );
      return;
    }
    save.mutate(
      { id: coupon?.id, body: parsed.data },
      {
        onSuccess: () => {
          void message.success(messages.saved);
          onClose();
        },
        onError: (error) => setErrors(showServerError(form, fields, error)),
      },
    );
  };

  return (
    <FormModal<CouponValues>
      open
      title={coupon ? 'Edit coupon' : 'New coupon'}
      width={modalWidths.form}
      isSaving={save.isPending}
      errorLines={errors}
      onClose={onClose}
      guard={guard}
      formProps={{ form, initialValues: initial, onFinish: submit }}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="code"
            label="Code"
            extra="What clients type, in any case: letters, numbers, - and _"
            rules={[zodRule(ZCouponCode)]}
          >
            <Input
              maxLength={COUPON_CODE_MAX}
              placeholder="SPRING-15"
              autoComplete="off"
              style={{ textTransform: 'uppercase' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Discount" required={false} style={{ marginBottom: 0 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
              <Form.Item name="isFixed" noStyle>
                <Segmented
                  aria-label="Discount type"
                  options={[
                    { value: false, label: '%' },
                    { value: true, label: symbol },
                  ]}
                />
              </Form.Item>
              <Form.Item
                name="amount"
                rules={[{ required: true, message: messages.required }]}
                style={{ flex: 1 }}
              >
                <InputNumber<number>
                  aria-label="Amount"
                  min={0}
                  max={isFixed ? undefined : 100}
                  precision={2}
                  prefix={isFixed ? symbol : undefined}
                  suffix={isFixed ? undefined : '%'}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </div>
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="startDate" label="Valid from" extra="Empty: from now">
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} aria-label="Valid from" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="endDate" label="Valid until" extra="Empty: no end; the day counts">
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} aria-label="Valid until" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="usageLimit" label="Usage limit" extra="Empty: no limit">
            <InputNumber<number>
              aria-label="Usage limit"
              min={1}
              precision={0}
              placeholder="No limit"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
      </Row>
      {coupon && (
        <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 13 }}>
          Used {coupon.usedCount} {coupon.usedCount === 1 ? 'time' : 'times'} so far.
        </div>
      )}
    </FormModal>
  );
}
