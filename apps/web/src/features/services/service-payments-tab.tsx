// The Payments tab: how the fee is collected (with the payment schedule) and the tax setting.
import { useState } from 'react';
import { App, Button, Card, Col, Flex, Form, InputNumber, Row } from 'antd';
import { defaultSalesTaxPercent } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { fromMinor, toMinor } from '@studio/shared/money';
import type { TService } from '@studio/shared/services/contracts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { PaymentScheduleForm } from './payment-schedule-form.tsx';
import { useChangeService } from './use-services.ts';
import { DescribedRadioGroup } from '../../ui/described-radio-group.tsx';

export function ServicePaymentsTab({ service }: { service: TService }) {
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={15}>
        <PaymentScheduleForm
          key={JSON.stringify([service.feeCollectionMethod, service.paymentSchedules])}
          service={service}
        />
      </Col>
      <Col xs={24} lg={9}>
        <TaxForm key={JSON.stringify(service.tax)} service={service} />
      </Col>
    </Row>
  );
}

type TaxValues = { mode: TService['tax']['mode']; ratePercent: number | null };

const taxModeOptions: { value: TaxValues['mode']; label: string; help: string }[] = [
  { value: 'EXCLUDE', label: 'Add tax to prices', help: 'Sales tax is added to the total.' },
  {
    value: 'INCLUDE',
    label: 'Prices include tax',
    help: 'The price clients see already holds the tax.',
  },
  { value: 'NO_TAX', label: 'No tax', help: 'No sales tax on this service.' },
];

function TaxForm({ service }: { service: TService }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TaxValues>();
  const [initial] = useState<TaxValues>(() => ({
    mode: service.tax.mode,
    ratePercent: service.tax.rateBps === null ? null : fromMinor(service.tax.rateBps),
  }));
  const isDirty = useIsFormDirty(form, initial);
  useDirtyGuard(isDirty);
  const change = useChangeService(service.id);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const mode = Form.useWatch('mode', form) ?? initial.mode;

  const submit = (values: TaxValues) => {
    setServerErrors([]);
    // Percent with two decimals -> basis points, exactly (8.25 -> 825).
    const rateBps =
      values.mode === 'NO_TAX' || values.ratePercent === null || values.ratePercent === undefined
        ? null
        : toMinor(values.ratePercent);
    change.mutate(
      { kind: 'tax', body: { mode: values.mode, rateBps } },
      {
        onSuccess: () => message.success(messages.saved),
        onError: (error) => setServerErrors(showServerError(form, ['mode', 'rateBps'], error)),
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      requiredMark={false}
    >
      <Card title="Tax">
        <Form.Item name="mode" style={{ marginBottom: 16 }}>
          <DescribedRadioGroup options={taxModeOptions} />
        </Form.Item>
        {mode !== 'NO_TAX' && (
          <Form.Item
            name="ratePercent"
            label="Sales tax rate"
            extra={`Leave empty to use your default sales tax (${defaultSalesTaxPercent}%).`}
          >
            <InputNumber
              min={0}
              max={100}
              precision={2}
              step={0.25}
              placeholder={String(defaultSalesTaxPercent)}
              suffix="%"
              style={{ width: 160 }}
              aria-label="Sales tax rate"
            />
          </Form.Item>
        )}
        <FormErrors lines={serverErrors} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={() => form.resetFields()} disabled={!isDirty || change.isPending}>
            Discard
          </Button>
          <Button type="primary" htmlType="submit" disabled={!isDirty} loading={change.isPending}>
            Save tax
          </Button>
        </Flex>
      </Card>
    </Form>
  );
}
