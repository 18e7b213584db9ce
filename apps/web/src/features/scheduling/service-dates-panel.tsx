// The mini session's dates and time slots on the service edit page, with their states and
// overlaps, shown and generated in the business time zone. A season can hold
// thousands of slots, so the panel shows one month at a time: the service says which months have
// dates (dateMonths) and each month loads on its own.
import { useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { todayIn } from '@studio/shared/scheduling/zoned-time';
import type { TService, TServiceDateMonth } from '@studio/shared/services/contracts';
import { useSession } from '../../app/session-context.ts';
import { errorLines } from '../../api/http-client.ts';
import { formatMonth } from '../../ui/date-formats.ts';
import { AddDateModal } from './add-date-modal.tsx';
import { ServiceDateCard } from './service-date-card.tsx';
import { useServiceDates } from './use-scheduling.ts';
import './scheduling.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The month to show: the one chosen if it still has dates, else the first from today on. */
export function pickMonth(
  months: readonly TServiceDateMonth[],
  chosen: string | undefined,
  currentMonth: string,
): string | undefined {
  if (chosen && months.some((m) => m.month === chosen)) return chosen;
  return (months.find((m) => m.month >= currentMonth) ?? months[months.length - 1])?.month;
}

export function ServiceDatesPanel({ service }: { service: TService }) {
  const { business } = useSession();
  const [isAdding, setIsAdding] = useState(false);
  const [chosenMonth, setChosenMonth] = useState<string>();
  const timeZone = service.timeZone || business?.timeZone || 'UTC';
  const currency = business?.currency ?? 'USD';
  const months = service.dateMonths;
  const month = pickMonth(months, chosenMonth, todayIn(timeZone).slice(0, 7));
  const dates = useServiceDates(service.id, month);
  const dateCount = months.reduce((total, m) => total + m.dates, 0);
  const slotCount = months.reduce((total, m) => total + m.slots, 0);
  const zoneName = timeZone.replace(/_/g, ' ');
  const index = months.findIndex((m) => m.month === month);

  return (
    <section className="service-dates-panel" aria-label="Dates and time slots">
      <Flex justify="space-between" align="flex-end" gap={16} wrap className="service-dates-head">
        <div style={{ minWidth: 0, flex: '1 1 280px' }}>
          {/* The tab's heading, next under the service's h1 (drawn at the size of an h3). */}
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }}>
            Dates and time slots
          </Typography.Title>
          <Typography.Text type="secondary">
            {dateCount > 0
              ? `${plural(dateCount, 'date')}, ${plural(slotCount, 'time slot')} · times in ${zoneName}`
              : `Times in ${zoneName}`}
          </Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
          Add date
        </Button>
      </Flex>

      {months.length === 0 ? (
        <Card>
          <Empty
            description="No dates yet. Add the first day of this mini session and generate its time slots."
            style={{ padding: '24px 0' }}
          >
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
              Add date
            </Button>
          </Empty>
        </Card>
      ) : (
        <Flex vertical gap={16}>
          {months.length > 1 && (
            <Flex gap={8} align="center" className="service-dates-months">
              <Button
                icon={<LeftOutlined />}
                aria-label="Previous month"
                disabled={index <= 0}
                onClick={() => setChosenMonth(months[index - 1]?.month)}
              />
              <Select
                aria-label="Month"
                value={month}
                onChange={setChosenMonth}
                style={{ minWidth: 0, flex: '0 1 320px' }}
                options={months.map((m) => ({
                  value: m.month,
                  label: `${formatMonth(m.month)} · ${plural(m.dates, 'date')}, ${plural(m.slots, 'slot')}`,
                }))}
              />
              <Button
                icon={<RightOutlined />}
                aria-label="Next month"
                disabled={index >= months.length - 1}
                onClick={() => setChosenMonth(months[index + 1]?.month)}
              />
            </Flex>
          )}
          {dates.isPending ? (
            <Card>
              <Skeleton active paragraph={{ rows: 4 }} />
            </Card>
          ) : dates.isError ? (
            <Alert
              type="error"
              showIcon
              message="The dates could not be loaded"
              description={errorLines(dates.error).join(' ')}
              action={<Button onClick={() => void dates.refetch()}>Try again</Button>}
            />
          ) : (
            dates.data.map((date) => (
              <ServiceDateCard
                key={date.id}
                serviceId={service.id}
                date={date}
                timeZone={timeZone}
                currency={currency}
              />
            ))
          )}
        </Flex>
      )}

      {isAdding && (
        <AddDateModal
          open
          serviceId={service.id}
          timeZone={timeZone}
          onClose={() => setIsAdding(false)}
          onCreated={(date) => setChosenMonth(date.date.slice(0, 7))}
        />
      )}
    </section>
  );
}
