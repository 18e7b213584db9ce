// The default payment schedule: what services without a schedule of their own ask clients to pay
// and when. The rows are the service payment schedule's own (ScheduleRows).
import { Form, Typography } from 'antd';
import type { TPaymentScheduleEntry } from '@studio/shared/services/contracts';
import {
  currencySymbol,
  ScheduleRows,
  scheduleRequestOf,
  scheduleRowsOf,
  showIssues,
  type ScheduleRow,
} from '../services/payment-schedule-form.tsx';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';
import { useSaveDefaultPaymentSchedule } from './use-payment-settings.ts';

type ScheduleValues = { paymentSchedules: ScheduleRow[] };

export function DefaultScheduleCard({
  schedule,
  currency,
}: {
  schedule: TPaymentScheduleEntry[];
  currency: string;
}) {
  const settings = useSettingsForm<ScheduleValues>(() => ({
    paymentSchedules: scheduleRowsOf(schedule),
  }));
  const save = useSaveDefaultPaymentSchedule();
  const rows =
    Form.useWatch('paymentSchedules', settings.form) ?? settings.initial.paymentSchedules;

  const submit = (values: ScheduleValues) => {
    const request = scheduleRequestOf(values.paymentSchedules);
    if (!request.success) {
      settings.setErrors(showIssues(settings.form, request.error.issues));
      return;
    }
    save.mutate(request.data, settings.saveCallbacks([]));
  };

  return (
    <SettingsForm
      title="Default payment schedule"
      intro={
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          Services without a payment schedule of their own use this one.
        </Typography.Paragraph>
      }
      settings={settings}
      onFinish={submit}
      isSaving={save.isPending}
      saveLabel="Save schedule"
    >
      <ScheduleRows symbol={currencySymbol(currency)} rows={rows} />
    </SettingsForm>
  );
}
