// How the fee is collected, and the payment schedule: payments at milestones, each a
// fixed amount (money) or a percent of the fee, due a number of hours, days or months before or
// after the shoot. Percents may not add up to more than 100%.
import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Form,
  InputNumber,
  Segmented,
  Select,
  Typography,
  type FormInstance,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { currencyLocale, fromMinor, toMinor } from '@studio/shared/money';
import { intervalUnits, paymentMilestones } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import type { TPaymentScheduleEntry, TService } from '@studio/shared/services/contracts';
import { PAYMENT_SCHEDULE_MAX, ZPaymentScheduleRequest } from '@studio/shared/services/requests';
import { useSession } from '../../app/session-context.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { useChangeServiceSteps } from './use-services.ts';
import { DescribedRadioGroup } from '../../ui/described-radio-group.tsx';

type Milestone = TPaymentScheduleEntry['milestone'];
export type ScheduleRow = Omit<TPaymentScheduleEntry, 'amount'> & { amount: number | null };
type PaymentValues = {
  feeCollectionMethod: TService['feeCollectionMethod'];
  paymentSchedules: ScheduleRow[];
};

const methodOptions: {
  value: PaymentValues['feeCollectionMethod'];
  label: string;
  help: string;
}[] = [
  {
    value: 'FULL_AT_BOOKING',
    label: 'Full payment at booking',
    help: 'Clients pay the whole fee when they book.',
  },
  {
    value: 'PAYMENT_SCHEDULE',
    label: 'Payment schedule',
    help: 'Split the fee into payments due at milestones.',
  },
  {
    value: 'NO_ONLINE_PAYMENT',
    label: 'No online payment',
    help: 'Clients book without paying online; you collect the fee yourself.',
  },
];

const milestoneLabels: Record<Milestone, string> = {
  DURING_BOOKING: 'At booking',
  BEFORE_SHOOT_DATE: 'Before the shoot date',
  ON_SHOOT_DATE: 'On the shoot date',
  AFTER_SHOOT_DATE: 'After the shoot date',
};
const unitLabels: Record<(typeof intervalUnits)[number], string> = {
  HOURS: 'hours',
  DAYS: 'days',
  MONTHS: 'months',
};
/** Only these milestones are a time away from the shoot. */
export const hasInterval = (milestone: Milestone | undefined) =>
  milestone === 'BEFORE_SHOOT_DATE' || milestone === 'AFTER_SHOOT_DATE';

const newRow: ScheduleRow = {
  milestone: 'BEFORE_SHOOT_DATE',
  isFixed: false,
  amount: null,
  dueInterval: 1,
  // The default interval unit is the second item of the unit list.
  intervalUnit: intervalUnits[1],
};

function valuesOf(service: TService): PaymentValues {
  return {
    feeCollectionMethod: service.feeCollectionMethod,
    paymentSchedules: scheduleRowsOf(service.paymentSchedules),
  };
}

/** A stored schedule as the form's rows: money and percents both travel in hundredths. */
export function scheduleRowsOf(entries: TPaymentScheduleEntry[]): ScheduleRow[] {
  return entries.map((entry) => ({ ...entry, amount: fromMinor(entry.amount) }));
}

/** The form's rows as the request, checked by its schema. */
export function scheduleRequestOf(rows: ScheduleRow[] | undefined) {
  return ZPaymentScheduleRequest.safeParse({
    paymentSchedules: (rows ?? []).map((row) => ({
      milestone: row.milestone,
      isFixed: row.isFixed,
      amount: toMinor(row.amount ?? 0),
      dueInterval: hasInterval(row.milestone) ? row.dueInterval : 1,
      intervalUnit: row.intervalUnit,
    })),
  });
}

export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(currencyLocale(currency), {
    style: 'currency',
    currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

export function PaymentScheduleForm({ service }: { service: TService }) {
  const { message } = App.useApp();
  const { business } = useSession();
  const [form] = Form.useForm<PaymentValues>();
  const [initial] = useState(() => valuesOf(service));
  const isDirty = useIsFormDirty(form, initial);
  useDirtyGuard(isDirty);
  const save = useChangeServiceSteps(service.id);
  const [errors, setErrors] = useState<string[]>([]);
  const method = Form.useWatch('feeCollectionMethod', form) ?? initial.feeCollectionMethod;
  const rows = Form.useWatch('paymentSchedules', form) ?? initial.paymentSchedules;

  const submit = (values: PaymentValues) => {
    setErrors([]);
    const changes = [];
    if (values.feeCollectionMethod !== initial.feeCollectionMethod) {
      changes.push({
        kind: 'feeCollectionMethod' as const,
        feeCollectionMethod: values.feeCollectionMethod,
      });
    }
    if (values.feeCollectionMethod === 'PAYMENT_SCHEDULE') {
      const request = scheduleRequestOf(values.paymentSchedules);
      if (!request.success) {
        setErrors(showIssues(form, request.error.issues));
        return;
      }
      changes.push({ kind: 'paymentSchedule' as const, body: request.data });
    }
    save.mutate(changes, {
      onSuccess: () => message.success(messages.saved),
      onError: (error) => setErrors(showServerError(form, [], error)),
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      requiredMark={false}
    >
      <Card title="Fee collection">
        <Form.Item name="feeCollectionMethod" style={{ marginBottom: 8 }}>
          <DescribedRadioGroup options={methodOptions} />
        </Form.Item>

        {method === 'PAYMENT_SCHEDULE' && (
          <ScheduleRows symbol={currencySymbol(business?.currency ?? 'USD')} rows={rows} />
        )}
        <FormErrors lines={errors} />
        <Flex justify="flex-end" gap={8} style={{ marginTop: 16 }}>
          <Button onClick={() => form.resetFields()} disabled={!isDirty || save.isPending}>
            Discard
          </Button>
          <Button type="primary" htmlType="submit" disabled={!isDirty} loading={save.isPending}>
            Save payments
          </Button>
        </Flex>
      </Card>
    </Form>
  );
}

/** Puts schema issues on their fields; answers the ones that belong to no field. */
export function showIssues(
  form: FormInstance,
  issues: { path: PropertyKey[]; message: string }[],
): string[] {
  const lines: string[] = [];
  const onFields: { name: (string | number)[]; errors: string[] }[] = [];
  for (const issue of issues) {
    const path = issue.path.map((part) => (typeof part === 'number' ? part : String(part)));
    if (path.length >= 3) onFields.push({ name: path, errors: [issue.message] });
    else lines.push(issue.message);
  }
  form.setFields(onFields);
  return lines;
}

type ScheduleRowsProps = { symbol: string; rows: ScheduleRow[] };

export function ScheduleRows({ symbol, rows }: ScheduleRowsProps) {
  const percentTotal = rows.reduce(
    (total, row) => total + (row && !row.isFixed && row.amount ? row.amount : 0),
    0,
  );
  return (
    <div style={{ marginTop: 8 }}>
      {/* Next below the page's h1 (a card's title is no heading), at the size of a small one. */}
      <Typography.Title level={2} style={{ marginTop: 0, fontSize: 16, lineHeight: 1.5 }}>
        Payments
      </Typography.Title>
      <Form.List name="paymentSchedules">
        {(fields, { add, remove }) => (
          <Flex vertical gap={12}>
            {fields.length === 0 && (
              <Typography.Text type="secondary">
                No payments yet. Add the first one, for example a deposit at booking.
              </Typography.Text>
            )}
            {fields.map((field, index) => {
              const row = rows[index];
              return (
                <Flex
                  key={field.key}
                  vertical
                  gap={8}
                  style={{ padding: 12, borderRadius: 8, background: '#FAF9F6' }}
                  data-testid="schedule-row"
                >
                  <Flex gap={8} align="flex-start">
                    <Form.Item name={[field.name, 'milestone']} style={{ margin: 0, flex: 1 }}>
                      <Select
                        aria-label={`Payment ${index + 1} due`}
                        options={paymentMilestones.map((value) => ({
                          value,
                          label: milestoneLabels[value],
                        }))}
                      />
                    </Form.Item>
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove payment ${index + 1}`}
                      onClick={() => remove(field.name)}
                    />
                  </Flex>
                  <Flex gap={8} wrap align="center">
                    <Form.Item name={[field.name, 'isFixed']} style={{ margin: 0 }}>
                      <Segmented
                        aria-label={`Payment ${index + 1} amount type`}
                        options={[
                          { value: false, label: '%' },
                          { value: true, label: symbol },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'amount']}
                      rules={[{ required: true, message: messages.required }]}
                      style={{ margin: 0 }}
                    >
                      <InputNumber
                        aria-label={`Payment ${index + 1} amount`}
                        min={0}
                        max={row?.isFixed ? undefined : 100}
                        precision={2}
                        prefix={row?.isFixed ? symbol : undefined}
                        suffix={row?.isFixed ? undefined : '%'}
                        style={{ width: 132 }}
                      />
                    </Form.Item>
                    {hasInterval(row?.milestone) && (
                      <Flex gap={8} align="center">
                        <Typography.Text type="secondary">due</Typography.Text>
                        <Form.Item
                          name={[field.name, 'dueInterval']}
                          rules={[{ required: true, message: messages.required }]}
                          style={{ margin: 0 }}
                        >
                          <InputNumber
                            aria-label={`Payment ${index + 1} due interval`}
                            min={1}
                            precision={0}
                            style={{ width: 64 }}
                          />
                        </Form.Item>
                        <Form.Item name={[field.name, 'intervalUnit']} style={{ margin: 0 }}>
                          <Select
                            aria-label={`Payment ${index + 1} interval unit`}
                            style={{ width: 100 }}
                            options={intervalUnits.map((value) => ({
                              value,
                              label: unitLabels[value],
                            }))}
                          />
                        </Form.Item>
                        <Typography.Text type="secondary">
                          {row?.milestone === 'BEFORE_SHOOT_DATE' ? 'before' : 'after'}
                        </Typography.Text>
                      </Flex>
                    )}
                  </Flex>
                </Flex>
              );
            })}
            <Flex align="center" justify="space-between" gap={8} wrap>
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ ...newRow })}
                disabled={fields.length >= PAYMENT_SCHEDULE_MAX}
              >
                Add payment
              </Button>
              <Typography.Text type={percentTotal > 100 ? 'danger' : 'secondary'}>
                Percent payments add up to {Math.round(percentTotal * 100) / 100}% of the fee
              </Typography.Text>
            </Flex>
          </Flex>
        )}
      </Form.List>
    </div>
  );
}
