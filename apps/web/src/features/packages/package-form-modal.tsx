// Add or edit one package in the form modal (width 800).
import { useMemo, useState } from 'react';
import {
  Col,
  DatePicker,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Segmented,
  Select,
  Switch,
  Typography,
} from 'antd';
import { limits, modalWidths } from '@studio/shared/constants';
import { durations } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TPackage } from '@studio/shared/packages/contracts';
import {
  packageFields,
  ZPackageDiscountRequest,
  ZPremiumFee,
  ZReservationDiscount,
} from '@studio/shared/packages/requests';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import { DataError, errorLines } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { MoneyInput, moneyRule } from './money.tsx';
import {
  checkPackage,
  packageFormValues,
  percentToBps,
  toFormErrors,
  type FieldErrors,
  type PackageFormValues,
} from './package-form.ts';
import { useSavePackage } from './use-pricing.ts';
import { DATE_FORMAT } from '../../ui/date-formats.ts';

type PackageFormModalProps = {
  open: boolean;
  serviceId: string;
  currency: string;
  /** The package to edit; none to add one. */
  pkg: TPackage | undefined;
  onClose(): void;
};

const durationOptions = durations.map((minutes) => ({
  value: minutes,
  label: durationLabel(minutes),
}));

const discountAmountRule = (isFixed: boolean) =>
  isFixed
    ? moneyRule(ZPackageDiscountRequest.shape.amount)
    : {
        validator: async (_rule: unknown, value: number | null | undefined) => {
          const result = ZPackageDiscountRequest.shape.amount.safeParse(percentToBps(value));
          if (!result.success) throw new Error(result.error.issues[0]?.message);
          if ((percentToBps(value) ?? 0) > 10_000) throw new Error(messages.discountPercentMax);
        },
      };

export function PackageFormModal({
  open,
  serviceId,
  currency,
  pkg,
  onClose,
}: PackageFormModalProps) {
  const [form] = Form.useForm<PackageFormValues>();
  const [initial] = useState(() => packageFormValues(pkg));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const save = useSavePackage(serviceId);
  const [lines, setLines] = useState<string[]>([]);
  const hasDiscount = Form.useWatch('hasDiscount', form) ?? initial.hasDiscount;
  const isFixed = Form.useWatch('discountIsFixed', form) ?? initial.discountIsFixed;
  const isPremium = Form.useWatch('isPremium', form) ?? initial.isPremium;
  const isReservation = Form.useWatch('isReservation', form) ?? initial.isReservation;
  const amountRule = useMemo(() => discountAmountRule(isFixed), [isFixed]);

  const showErrors = (errors: FieldErrors) => {
    form.setFields(
      errors.fields.map((field) => ({
        name: field.name as keyof PackageFormValues,
        errors: field.errors,
      })),
    );
    setLines(errors.rest);
  };

  const submit = (values: PackageFormValues) => {
    setLines([]);
    const checked = checkPackage(values);
    if ('errors' in checked) {
      showErrors(checked.errors);
      return;
    }
    save.mutate(
      { id: pkg?.id, body: checked.request },
      {
        onSuccess: onClose,
        onError: (error) =>
          error instanceof DataError && error.fieldErrors.length > 0
            ? showErrors(toFormErrors(error.fieldErrors))
            : setLines(errorLines(error)),
      },
    );
  };

  return (
    <FormModal<PackageFormValues>
      open={open}
      width={modalWidths.form}
      title={pkg ? 'Edit package' : 'Add package'}
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={save.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Form.Item name="name" label="Package name" rules={[zodRule(packageFields.name)]}>
        <Input placeholder="e.g. Family hour" maxLength={limits.name + 1} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="totalFee" label="Total fee" rules={[moneyRule(packageFields.totalFee)]}>
            <MoneyInput currency={currency} placeholder="0.00" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="shootDuration"
            label="Shoot duration"
            rules={[zodRule(packageFields.shootDuration)]}
          >
            <Select options={durationOptions} showSearch={{ optionFilterProp: 'label' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="shootLocation"
        label="Shoot location"
        rules={[zodRule(packageFields.shootLocation)]}
      >
        <Input placeholder="Studio, park, client's home…" />
      </Form.Item>

      <Divider style={{ margin: '8px 0 16px' }} />
      <ToggleRow
        name="hasDiscount"
        title="Discount"
        description="Take an amount or a percentage off, for a time or for the first bookings."
      />
      {hasDiscount && (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="discountIsFixed" label="Discount type">
              <Segmented<boolean>
                block
                options={[
                  { value: false, label: 'Percentage' },
                  { value: true, label: 'Fixed amount' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="discountAmount" label="Amount off" rules={[amountRule]}>
              {isFixed ? (
                <MoneyInput currency={currency} placeholder="0.00" />
              ) : (
                <InputNumber<number>
                  suffix="%"
                  precision={2}
                  placeholder="10"
                  inputMode="decimal"
                  style={{ width: '100%' }}
                />
              )}
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="discountStart" label="Starts on" extra="Empty: from now">
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="discountEnd" label="Ends on" extra="Empty: no end">
              <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="discountMaxSlots"
              label="Max slots"
              extra="Bookings that get it; empty: no limit"
              rules={[zodRule(ZPackageDiscountRequest.shape.maxSlots)]}
            >
              <InputNumber<number> precision={0} placeholder="No limit" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}

      <Divider style={{ margin: '8px 0 16px' }} />
      <ToggleRow
        name="isPremium"
        title="Premium"
        description="A premium package costs a premium fee on top of its total fee."
      />
      {isPremium && (
        <Form.Item name="premiumFee" label="Premium fee" rules={[moneyRule(ZPremiumFee)]}>
          <MoneyInput currency={currency} placeholder="0.00" style={{ maxWidth: 240 }} />
        </Form.Item>
      )}
      <ToggleRow
        name="isReservation"
        title="Reservation"
        description="Clients who reserve this package get the reservation discount."
      />
      {isReservation && (
        <Form.Item
          name="reservationDiscount"
          label="Reservation discount"
          rules={[moneyRule(ZReservationDiscount)]}
        >
          <MoneyInput currency={currency} placeholder="0.00" style={{ maxWidth: 240 }} />
        </Form.Item>
      )}
    </FormModal>
  );
}

function ToggleRow({
  name,
  title,
  description,
}: {
  name: keyof PackageFormValues;
  title: string;
  description: string;
}) {
  return (
    <Flex justify="space-between" align="flex-start" gap={16} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-label={title} />
      </Form.Item>
    </Flex>
  );
}
