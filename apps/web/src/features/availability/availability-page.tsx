// /management/availability: the owner's availability templates (weekly hours or specific dates,
// with block-off times) that full sessions link to for their bookable times, and the booking
// limits on how much of the calendar one client may take at once.
import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { CalendarOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { dayjs } from '../../ui/dayjs.ts';
import type { TAvailabilityTemplate } from '@studio/shared/availability/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { PageBody, PageHeader } from '../../ui/page-header.tsx';
import { SettingsCard } from '../payments/settings-card.tsx';
import { BookingLimitsCard } from './booking-limits-card.tsx';
import { TemplateFormModal } from './template-form-modal.tsx';
import { dateLine, upcomingDates, weekdayLines } from './template-summary.ts';
import { useDeleteTemplate, useTemplates } from './use-availability.ts';
import { useBookingSettings } from './use-booking-settings.ts';

type Editing = { template: TAvailabilityTemplate | undefined; key: number } | undefined;

const MAX_DATE_LINES = 3;

export function AvailabilityPage() {
  const templates = useTemplates();
  const limits = useBookingSettings();
  const [editing, setEditing] = useState<Editing>(undefined);
  const open = (template: TAvailabilityTemplate | undefined) =>
    setEditing({ template, key: Date.now() });

  const body = (() => {
    if (templates.isPending) {
      return (
        <Card>
          <Skeleton active paragraph={{ rows: 5 }} />
        </Card>
      );
    }
    if (templates.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={errorLines(templates.error).join(' ')}
          action={<Button onClick={() => void templates.refetch()}>Try again</Button>}
        />
      );
    }
    if (templates.data.length === 0) {
      return (
        <Card>
          <Empty
            image={<CalendarOutlined style={{ fontSize: 48, color: '#9AA8A1' }} />}
            styles={{ image: { height: 56 } }}
            description={
              <Flex vertical gap={4} align="center">
                <Typography.Text strong>No availability templates yet</Typography.Text>
                <Typography.Text type="secondary" style={{ maxWidth: 420 }}>
                  Set the hours or dates you take full sessions; clients book the free times in
                  them.
                </Typography.Text>
              </Flex>
            }
            style={{ padding: '32px 0' }}
          >
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open(undefined)}>
              Create template
            </Button>
          </Empty>
        </Card>
      );
    }
    return (
      <Row gutter={[24, 24]}>
        {templates.data.map((template) => (
          <Col key={template.id} xs={24} md={12}>
            <TemplateCard template={template} onEdit={() => open(template)} />
          </Col>
        ))}
      </Row>
    );
  })();

  return (
    <PageBody width={1120}>
      <PageHeader
        title="Availability"
        description="When clients can book your full sessions: weekly hours or specific dates, minus the times you block off."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(undefined)}>
            New template
          </Button>
        }
      />
      {body}
      <div style={{ marginTop: 24, maxWidth: 640 }}>
        <SettingsCard title="Booking limits" query={limits}>
          {/* Keyed by the value, so a saved change becomes the new clean state. */}
          {limits.data && (
            <BookingLimitsCard key={JSON.stringify(limits.data)} limits={limits.data} />
          )}
        </SettingsCard>
      </div>
      {editing && (
        <TemplateFormModal
          key={editing.key}
          open
          template={editing.template}
          onClose={() => setEditing(undefined)}
        />
      )}
    </PageBody>
  );
}

function TemplateCard({ template, onEdit }: { template: TAvailabilityTemplate; onEdit(): void }) {
  const { business } = useSession();
  const { modal, message } = App.useApp();
  const remove = useDeleteTemplate();
  const today = dayjs()
    .tz(business?.timeZone ?? 'UTC')
    .format('YYYY-MM-DD');
  const upcomingBlockOffs = template.blockOffs.filter((blockOff) => blockOff.date >= today);
  const dates = template.type === 'DATE' ? upcomingDates(template, today) : [];
  const lines =
    template.type === 'WEEKDAY'
      ? weekdayLines(template)
      : dates.slice(0, MAX_DATE_LINES).map((date) => dateLine(template, date));

  const confirmDelete = () => {
    if (template.usedBy.length > 0) {
      modal.warning({
        title: `“${template.name}” is in use`,
        content: `Choose another template for ${template.usedBy.map((service) => service.name).join(', ')} first, then delete this one.`,
      });
      return;
    }
    modal.confirm({
      title: `Delete the availability template “${template.name}”?`,
      content: `Its time windows${template.blockOffs.length > 0 ? ` and ${template.blockOffs.length} block-off time${template.blockOffs.length === 1 ? '' : 's'}` : ''} will be lost. This cannot be undone.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () =>
        remove.mutateAsync(template.id).catch((error: unknown) => {
          void message.error(errorLines(error).join(' '));
        }),
    });
  };

  return (
    <Card
      style={{ height: '100%' }}
      styles={{ header: { paddingBlock: 12 } }}
      title={
        <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
          <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{template.name}</span>
          <Tag color={template.type === 'WEEKDAY' ? 'green' : 'blue'}>
            {template.type === 'WEEKDAY' ? 'Weekly hours' : 'Specific dates'}
          </Tag>
        </Flex>
      }
      extra={
        <span>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${template.name}`}
            onClick={onEdit}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${template.name}`}
            onClick={confirmDelete}
          />
        </span>
      }
    >
      <Flex vertical gap={12}>
        <Flex vertical gap={4}>
          {lines.length === 0 ? (
            <Typography.Text type="secondary">
              {template.type === 'WEEKDAY' ? 'No weekly hours set.' : 'No upcoming dates.'}
            </Typography.Text>
          ) : (
            lines.map((line) => <Typography.Text key={line}>{line}</Typography.Text>)
          )}
          {dates.length > MAX_DATE_LINES && (
            <Typography.Text type="secondary">
              and {dates.length - MAX_DATE_LINES} more dates
            </Typography.Text>
          )}
        </Flex>
        <Typography.Text type="secondary">
          {upcomingBlockOffs.length === 0
            ? 'No upcoming block-off times'
            : `${upcomingBlockOffs.length} upcoming block-off time${upcomingBlockOffs.length === 1 ? '' : 's'}`}
        </Typography.Text>
        <Typography.Text type="secondary">
          {template.usedBy.length === 0
            ? 'Not used by any service yet'
            : `Used by ${template.usedBy.map((service) => service.name).join(', ')}`}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
