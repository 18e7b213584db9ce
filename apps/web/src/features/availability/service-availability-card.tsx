// The Availability card of a full session or bundle: which availability template it books from,
// its duration and buffer, and a week of the times clients can book, in the business time zone.
import { useState } from 'react';
import { Alert, Button, Col, Card, Flex, Form, Row, Select, Skeleton, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { dayjs } from '../../ui/dayjs.ts';
import { addDays } from '@studio/shared/scheduling/zoned-time';
import { bufferDurations, durations } from '@studio/shared/enums';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import type { TService } from '@studio/shared/services/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import {
  useBookableTimes,
  useServiceAvailabilityChange,
  useTemplates,
} from './use-availability.ts';
import { formatDateRange, formatWeekdayDay, TIME_FORMAT } from '../../ui/date-formats.ts';
import './availability.css';

const durationOptions = durations.map((minutes) => ({
  value: minutes,
  label: durationLabel(minutes),
}));
const bufferOptions = bufferDurations.map((minutes) => ({
  value: minutes,
  label: minutes === 0 ? 'No buffer' : durationLabel(minutes),
}));

export function ServiceAvailabilityCard({ service }: { service: TService }) {
  const { business } = useSession();
  const timeZone = business?.timeZone ?? service.timeZone;
  const templates = useTemplates();
  const change = useServiceAvailabilityChange(service.id);
  const [errors, setErrors] = useState<string[]>([]);
  if (service.isMiniSession) return null;

  const save = (body: Parameters<typeof change.mutate>[0]) => {
    setErrors([]);
    change.mutate(body, { onError: (error) => setErrors(errorLines(error)) });
  };
  const linked = templates.data?.find((template) => template.id === service.availabilityTemplateId);

  return (
    <Card title="Availability">
      <Typography.Paragraph type="secondary">
        Clients book the free times of the availability template, each lasting the session’s
        duration with the buffer kept after it. Times are in {timeZone.replace(/_/g, ' ')}.
      </Typography.Paragraph>
      {errors.length > 0 && (
        <Alert type="error" showIcon title={errors.join(' ')} style={{ marginBottom: 16 }} />
      )}
      <Form layout="vertical" requiredMark={false} component="div">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Availability template"
              extra={<Link to="/management/availability">Manage availability templates</Link>}
            >
              <Select
                aria-label="Availability template"
                loading={templates.isPending}
                value={service.availabilityTemplateId ?? ''}
                disabled={change.isPending}
                options={[
                  { value: '', label: 'None: not bookable online' },
                  ...(templates.data ?? []).map((template) => ({
                    value: template.id,
                    label: template.name,
                  })),
                ]}
                onChange={(value: string) => save({ availabilityTemplateId: value || null })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Duration">
              <Select
                aria-label="Duration"
                value={service.durationMinutes}
                options={durationOptions}
                disabled={change.isPending}
                onChange={(durationMinutes: number) => save({ durationMinutes })}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Buffer">
              <Select
                aria-label="Buffer"
                value={service.bufferMinutes}
                options={bufferOptions}
                disabled={change.isPending}
                onChange={(bufferMinutes: number) => save({ bufferMinutes })}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {service.availabilityTemplateId && (templates.isPending || linked) ? (
        <BookableWeek service={service} timeZone={timeZone} />
      ) : (
        <Alert
          type="info"
          showIcon
          title="Choose an availability template to offer bookable times."
        />
      )}
    </Card>
  );
}

function BookableWeek({ service, timeZone }: { service: TService; timeZone: string }) {
  // Seven days from today in the business time zone: the days a client could book next.
  const today = dayjs().tz(timeZone).format('YYYY-MM-DD');
  const [from, setFrom] = useState(today);
  const to = addDays(from, 6);
  const times = useBookableTimes(service, from, to);
  const days = Array.from({ length: 7 }, (_, index) => addDays(from, index));
  const byDay = new Map<string, string[]>();
  for (const time of times.data?.startTimes ?? []) {
    const local = dayjs(time).tz(timeZone);
    const day = local.format('YYYY-MM-DD');
    byDay.set(day, [...(byDay.get(day) ?? []), local.format(TIME_FORMAT)]);
  }
  const total = times.data?.startTimes.length ?? 0;

  return (
    <section aria-label="Bookable times">
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 12 }}>
        <Typography.Text strong>Bookable times · {formatDateRange(from, to)}</Typography.Text>
        <Flex gap={4}>
          <Button
            icon={<LeftOutlined />}
            aria-label="Previous week"
            disabled={from <= today}
            onClick={() => setFrom(addDays(from, -7))}
          />
          {from !== today && <Button onClick={() => setFrom(today)}>Today</Button>}
          <Button
            icon={<RightOutlined />}
            aria-label="Next week"
            onClick={() => setFrom(addDays(from, 7))}
          />
        </Flex>
      </Flex>
      {times.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : times.isError ? (
        <Alert type="error" showIcon title={errorLines(times.error).join(' ')} />
      ) : (
        <>
          <div className="bookable-week-frame">
            <div className="bookable-week" style={{ opacity: times.isPlaceholderData ? 0.5 : 1 }}>
              {days.map((day) => {
                const list = byDay.get(day) ?? [];
                return (
                  <div key={day} className="bookable-day">
                    <Typography.Text type="secondary" className="bookable-day-name">
                      {formatWeekdayDay(day)}
                    </Typography.Text>
                    {list.length === 0 ? (
                      <Typography.Text type="secondary">—</Typography.Text>
                    ) : (
                      <div className="bookable-times">
                        {list.map((label) => (
                          <Tag key={label} bordered={false} color="green">
                            {label}
                          </Tag>
                        ))}
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          </div>
          {total === 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              No bookable times these seven days: the template has no free time left for a{' '}
              {durationLabel(service.durationMinutes)} session.
            </Typography.Paragraph>
          )}
        </>
      )}
    </section>
  );
}
