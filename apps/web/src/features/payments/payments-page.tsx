// /management/payments: currency, tax, the default payment schedule and payment reminders.
import { Col, Row } from 'antd';
import { useSession } from '../../app/session-context.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { CurrencyCard } from './currency-card.tsx';
import { DefaultScheduleCard } from './default-schedule-card.tsx';
import { OnlinePaymentsCard } from './online-payments-card.tsx';
import { ReminderCard } from './reminder-card.tsx';
import { SettingsCard } from './settings-card.tsx';
import { TaxCard } from './tax-card.tsx';
import {
  useDefaultPaymentSchedule,
  usePaymentReminder,
  usePaymentSetup,
} from './use-payment-settings.ts';

export function PaymentsPage() {
  const { business } = useSession();
  const currency = business?.currency ?? 'USD';
  const setup = usePaymentSetup();
  const schedule = useDefaultPaymentSchedule();
  const reminder = usePaymentReminder();

  return (
    <PageBody width={1120}>
      <PageHeader
        title="Payments"
        description="How you charge: your currency, sales tax, when clients pay, and payment reminders."
      />
      <div style={{ marginBottom: 24 }}>
        <OnlinePaymentsCard />
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={10}>
          <Row gutter={[24, 24]}>
            <Col span={24}>
              {/* Keyed by the value, so a saved change becomes the new clean state. */}
              <CurrencyCard key={currency} currency={currency} />
            </Col>
            <Col span={24}>
              <SettingsCard title="Tax" query={setup}>
                {setup.data && (
                  <TaxCard
                    key={JSON.stringify(setup.data)}
                    setup={setup.data}
                    currency={currency}
                  />
                )}
              </SettingsCard>
            </Col>
          </Row>
        </Col>
        <Col xs={24} lg={14}>
          <Row gutter={[24, 24]}>
            <Col span={24}>
              <SettingsCard title="Default payment schedule" query={schedule}>
                {schedule.data && (
                  <DefaultScheduleCard
                    key={JSON.stringify(schedule.data)}
                    schedule={schedule.data.paymentSchedules}
                    currency={currency}
                  />
                )}
              </SettingsCard>
            </Col>
            <Col span={24}>
              <SettingsCard title="Payment reminders" query={reminder}>
                {reminder.data && (
                  <ReminderCard key={JSON.stringify(reminder.data)} reminder={reminder.data} />
                )}
              </SettingsCard>
            </Col>
          </Row>
        </Col>
      </Row>
    </PageBody>
  );
}
