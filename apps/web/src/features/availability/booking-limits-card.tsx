// How much of the calendar one client may take at once on the booking pages: open payments and
// upcoming bookings per client email, and times held per network address.
import { Form, InputNumber, Typography } from 'antd';
import { messages } from '@studio/shared/messages';
import {
  BOOKING_LIMIT_MAX,
  ZBookingAvailability,
  type TBookingAvailability,
} from '@studio/shared/booking/settings';
import { zodRule } from '../../ui/zod-form.ts';
import { SettingsForm, useSettingsForm } from '../payments/settings-form.tsx';
import { useSaveBookingSettings } from './use-booking-settings.ts';

const fields: readonly {
  name: keyof TBookingAvailability;
  label: string;
  help: string;
}[] = [
  {
    name: 'maxUpcomingBookingsPerEmail',
    label: 'Upcoming bookings per client, per service',
    help: 'How many upcoming times of one service a client can book with one email address. Raise it if one client books for several people, such as a family booking each child’s session.',
  },
  {
    name: 'maxOpenCheckoutsPerEmail',
    label: 'Payments in progress per client',
    help: 'How many times a client can be paying for at once with one email address. Each keeps its time held for up to 30 minutes.',
  },
  {
    name: 'maxLiveHoldsPerAddress',
    label: 'Times held at once per network',
    help: 'How many times can be held at once from one internet connection while clients choose. Several people at one home or office share a connection.',
  },
];

export function BookingLimitsCard({ limits }: { limits: TBookingAvailability }) {
  const settings = useSettingsForm<TBookingAvailability>(limits);
  const save = useSaveBookingSettings();
  const submit = (values: TBookingAvailability) =>
    save.mutate(values, settings.saveCallbacks(fields.map((field) => field.name)));

  return (
    <SettingsForm
      title="Booking limits"
      settings={settings}
      onFinish={submit}
      isSaving={save.isPending}
      saveLabel="Save limits"
      intro={
        <Typography.Paragraph type="secondary">
          Keep one client from blocking your calendar: when a limit is reached, the booking page
          asks them to finish or let go of what they have, or to contact you.
        </Typography.Paragraph>
      }
    >
      {fields.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          extra={field.help}
          rules={[
            { required: true, message: messages.required },
            zodRule(ZBookingAvailability.shape[field.name]),
          ]}
        >
          <InputNumber min={1} max={BOOKING_LIMIT_MAX} precision={0} style={{ width: 96 }} />
        </Form.Item>
      ))}
    </SettingsForm>
  );
}
