// One modal for every invoice change: mark paid (paid date, default today), due date, milestone
// and interval, status, and a new invoice. Dates are days in the business time zone.
import { useState } from 'react';
import { DatePicker, Form, InputNumber, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../ui/dayjs.ts';
import { modalWidths } from '@studio/shared/constants';
import { intervalUnits, invoiceStatuses, paymentMilestones } from '@studio/shared/enums';
import { messages } from '@studio/shared/messages';
import { formatMoney } from '@studio/shared/money';
import type { TInvoice, TOrder } from '@studio/shared/orders/contracts';
import { ZCreateInvoiceRequest } from '@studio/shared/orders/requests';
import { todayIn, wallTimeToInstant } from '@studio/shared/scheduling/zoned-time';
import { http } from '../../api/http-client.ts';
import { FormErrors } from '../../ui/form-errors.tsx';
import { showServerError } from '../../ui/zod-form.ts';
import { inputToMinor, minorToInput, MoneyInput, moneyRule } from '../packages/money.tsx';
import { orderPath, useOrderChange } from './detail-api.ts';
import { DATE_FORMAT } from '../../ui/date-formats.ts';
import { intervalUnitLabels, invoiceStatusLooks, milestoneLabels } from './detail-format.ts';

export type InvoiceEditing =
  { kind: 'paid' | 'due' | 'milestone' | 'status'; invoice: TInvoice } | { kind: 'add' };

type Values = {
  date?: Dayjs | null;
  paymentMilestone?: TInvoice['paymentMilestone'];
  dueInterval?: number | null;
  intervalUnit?: TInvoice['intervalUnit'];
  status?: TInvoice['paymentStatus'];
  total?: number | null;
};

type Request = { method: 'patch' | 'post'; url: string; body: object };

const required = { required: true, message: messages.required };
const titles = {
  paid: 'Mark paid',
  due: 'Change due date',
  milestone: 'Change milestone',
  status: 'Update status',
  add: 'Add invoice',
} as const;

/** A picked day as an instant in the business time zone: paid dates at noon, due dates at midnight. */
export function dayToInstant(day: Dayjs, timeZone: string, time: '12:00' | '00:00'): string {
  return new Date(wallTimeToInstant(day.format('YYYY-MM-DD'), time, timeZone)).toISOString();
}

export function InvoiceModal(props: { order: TOrder; editing: InvoiceEditing; onClose(): void }) {
  const { order, editing, onClose } = props;
  const [form] = Form.useForm<Values>();
  const [lines, setLines] = useState<string[]>([]);
  const invoice = editing.kind === 'add' ? undefined : editing.invoice;
  const tz = order.timeZone;
  const [initial] = useState<Values>(() => ({
    date:
      editing.kind === 'paid'
        ? dayjs(todayIn(tz))
        : invoice?.dueDate
          ? dayjs(dayjs(invoice.dueDate).tz(tz).format('YYYY-MM-DD'))
          : null,
    paymentMilestone: invoice?.paymentMilestone ?? 'BEFORE_SHOOT_DATE',
    dueInterval: invoice?.dueInterval ?? 1,
    intervalUnit: invoice?.intervalUnit ?? intervalUnits[1],
    status: invoice?.paymentStatus,
    total: minorToInput(null),
  }));
  const save = useOrderChange(order.orderId, ({ method, url, body }: Request) =>
    http[method]<TOrder>(url, body),
  );

  const submit = (values: Values) => {
    setLines([]);
    const request = requestOf(order.orderId, editing, values, tz);
    if (!request) return;
    save.mutate(request, {
      onSuccess: onClose,
      onError: (error) => setLines(showServerError(form, [], error)),
    });
  };

  const isDated = editing.kind === 'paid' || editing.kind === 'due' || editing.kind === 'add';
  const hasMilestone = editing.kind === 'milestone' || editing.kind === 'add';
  return (
    <Modal
      open
      width={modalWidths.default}
      title={titles[editing.kind]}
      okText={editing.kind === 'paid' ? 'Mark paid' : 'Save'}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      {invoice && (
        <p className="shoot-detail-muted">
          Payment of {formatMoney(invoice.total, order.currency)}
        </p>
      )}
      <FormErrors lines={lines} />
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={initial}
        onFinish={submit}
      >
        {editing.kind === 'add' && (
          <Form.Item
            name="total"
            label="Amount"
            rules={[required, moneyRule(ZCreateInvoiceRequest.shape.total)]}
          >
            <MoneyInput currency={order.currency} />
          </Form.Item>
        )}
        {isDated && (
          <Form.Item
            name="date"
            label={editing.kind === 'paid' ? 'Paid date' : 'Due date'}
            rules={editing.kind === 'add' ? [] : [required]}
          >
            <DatePicker format={DATE_FORMAT} style={{ width: '100%' }} />
          </Form.Item>
        )}
        {hasMilestone && <MilestoneFields />}
        {editing.kind === 'status' && (
          <Form.Item name="status" label="Status" rules={[required]}>
            <Select
              options={invoiceStatuses.map((status) => ({
                value: status,
                label: invoiceStatusLooks[status].label,
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

function MilestoneFields() {
  return (
    <>
      <Form.Item name="paymentMilestone" label="Milestone" rules={[required]}>
        <Select
          options={paymentMilestones.map((value) => ({ value, label: milestoneLabels[value] }))}
        />
      </Form.Item>
      <div className="shoot-detail-inline-fields">
        <Form.Item
          name="dueInterval"
          label="Due interval"
          rules={[required, { type: 'number', min: 1, message: 'Due interval must be at least 1' }]}
        >
          <InputNumber<number> precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="intervalUnit" label="Unit" rules={[required]}>
          <Select
            options={intervalUnits.map((value) => ({ value, label: intervalUnitLabels[value] }))}
          />
        </Form.Item>
      </div>
    </>
  );
}

function requestOf(
  orderId: string,
  editing: InvoiceEditing,
  values: Values,
  tz: string,
): Request | undefined {
  const milestone = {
    paymentMilestone: values.paymentMilestone,
    dueInterval: values.dueInterval,
    intervalUnit: values.intervalUnit,
  };
  if (editing.kind === 'add') {
    const total = inputToMinor(values.total);
    if (total === undefined || Number.isNaN(total)) return undefined;
    return {
      method: 'post',
      url: `${orderPath(orderId)}/invoice`,
      body: {
        total,
        ...milestone,
        dueDate: values.date ? dayToInstant(values.date, tz, '00:00') : null,
      },
    };
  }
  const base = `/api/orders/invoices/${editing.invoice.id}`;
  if (editing.kind === 'paid') {
    if (!values.date) return undefined;
    return {
      method: 'patch',
      url: `${base}/paid-date`,
      body: { paidDate: dayToInstant(values.date, tz, '12:00') },
    };
  }
  if (editing.kind === 'due') {
    if (!values.date) return undefined;
    return {
      method: 'patch',
      url: `${base}/due-date`,
      body: { dueDate: dayToInstant(values.date, tz, '00:00') },
    };
  }
  if (editing.kind === 'milestone') {
    return { method: 'patch', url: `${base}/milestone-dueInterval`, body: milestone };
  }
  return { method: 'patch', url: `${base}/update-status`, body: { status: values.status } };
}
