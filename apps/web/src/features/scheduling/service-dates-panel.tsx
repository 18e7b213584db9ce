// The mini session's dates and time slots on the service edit page (SPEC §3 Service date, Slot;
// §4 slot states and overlap), shown and generated in the business time zone.
import { useState } from 'react';
import { Button, Card, Empty, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TService } from '@studio/shared/services/contracts';
import { useSession } from '../../app/session-context.ts';
import { AddDateModal } from './add-date-modal.tsx';
import { ServiceDateCard } from './service-date-card.tsx';
import './scheduling.css';

export function ServiceDatesPanel({ service }: { service: TService }) {
  const { business } = useSession();
  const [isAdding, setIsAdding] = useState(false);
  const timeZone = service.timeZone || business?.timeZone || 'UTC';
  const currency = business?.currency ?? 'USD';
  const dates = service.serviceDates;
  const slotCount = dates.reduce((total, date) => total + date.slots.length, 0);
  const zoneName = timeZone.replace(/_/g, ' ');

  return (
    <section className="service-dates-panel" aria-label="Dates and time slots">
      <Flex justify="space-between" align="flex-end" gap={16} wrap className="service-dates-head">
        <div style={{ minWidth: 0, flex: '1 1 280px' }}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            Dates and time slots
          </Typography.Title>
          <Typography.Text type="secondary">
            {dates.length > 0
              ? `${dates.length} date${dates.length === 1 ? '' : 's'}, ${slotCount} time slot${slotCount === 1 ? '' : 's'} · times in ${zoneName}`
              : `Times in ${zoneName}`}
          </Typography.Text>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setIsAdding(true)}>
          Add date
        </Button>
      </Flex>

      {dates.length === 0 ? (
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
          {dates.map((date) => (
            <ServiceDateCard
              key={date.id}
              serviceId={service.id}
              date={date}
              timeZone={timeZone}
              currency={currency}
            />
          ))}
        </Flex>
      )}

      {isAdding && (
        <AddDateModal
          open
          serviceId={service.id}
          timeZone={timeZone}
          onClose={() => setIsAdding(false)}
        />
      )}
    </section>
  );
}
