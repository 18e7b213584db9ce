// Payment reminders: whether clients are reminded of a payment, and how many days before it is
// due. Stored now; the emails go out once email automation arrives.
import { Flex, Form, InputNumber, Switch, Typography } from 'antd';
import { messages } from '@studio/shared/messages';
import {
  REMINDER_DAYS_MAX,
  REMINDER_DAYS_MIN,
  ZPaymentReminder,
  type TPaymentReminder,
} from '@studio/shared/payments/requests';
import { zodRule } from '../../ui/zod-form.ts';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';
import { useSavePaymentReminder } from './use-payment-settings.ts';

export function ReminderCard({ reminder }: { reminder: TPaymentReminder }) {
  const settings = useSettingsForm<TPaymentReminder>(reminder);
  const save = useSavePaymentReminder();
  const isEnabled = Form.useWatch('isEnabled', settings.form) ?? settings.initial.isEnabled;

  const submit = (values: TPaymentReminder) =>
    save.mutate(values, settings.saveCallbacks(['isEnabled', 'daysBefore']));

  return (
    <SettingsForm
      title="Payment reminders"
      settings={settings}
      onFinish={submit}
      isSaving={save.isPending}
      saveLabel="Save reminders"
    >
      <Flex gap={12} align="flex-start">
        <Form.Item name="isEnabled" valuePropName="checked" style={{ margin: 0 }}>
          <Switch aria-label="Send payment reminders" />
        </Form.Item>
        <div>
          <Typography.Text strong>Remind clients before a payment is due</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            An email goes to the client before each unpaid invoice is due, on its due date and the
            day after, at 9:00 in your time zone, until it is paid.
          </Typography.Text>
        </div>
      </Flex>
      <Flex gap={8} align="baseline" wrap style={{ marginTop: 16 }}>
        <Form.Item
          name="daysBefore"
          rules={[
            { required: true, message: messages.required },
            zodRule(ZPaymentReminder.shape.daysBefore),
          ]}
          style={{ margin: 0 }}
        >
          <InputNumber
            min={REMINDER_DAYS_MIN}
            max={REMINDER_DAYS_MAX}
            precision={0}
            disabled={!isEnabled}
            aria-label="Days before the due date"
            style={{ width: 88 }}
          />
        </Form.Item>
        <Typography.Text type={isEnabled ? undefined : 'secondary'}>
          days before the due date
        </Typography.Text>
      </Flex>
    </SettingsForm>
  );
}
