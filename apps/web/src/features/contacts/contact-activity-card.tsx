// What happened across the contact's shoots and inquiries, newest first: what, by whom, when, and
// on which shoot or inquiry (a link).
import { Card, Tooltip } from 'antd';
import { Link } from 'react-router';
import type { TCustomerActivity } from '@studio/shared/customers/contracts';
import { formatDateTime } from '../../ui/date-formats.ts';
import { formatRelative } from '../shoots/detail-format.ts';
import { SummaryCardBody, type SummaryQuery } from './summary-card-body.tsx';
import { ServiceDot } from '../../ui/service-dot.tsx';

export function ContactActivityCard({
  summary,
  timeZone,
}: {
  summary: SummaryQuery;
  timeZone: string;
}) {
  return (
    <Card title="Activity">
      <SummaryCardBody
        summary={summary}
        isEmpty={(data) => data.activities.length === 0}
        emptyText="Nothing has happened yet."
      >
        {(data) => (
          <ol className="contact-activity" aria-label="Activity">
            {data.activities.map((activity) => (
              <ActivityLine key={activity.id} activity={activity} timeZone={timeZone} />
            ))}
          </ol>
        )}
      </SummaryCardBody>
    </Card>
  );
}

function ActivityLine({ activity, timeZone }: { activity: TCustomerActivity; timeZone: string }) {
  const exact = formatDateTime(activity.createdDate, timeZone);
  const isShoot = activity.source === 'SHOOT';
  return (
    <li>
      <ServiceDot color={activity.serviceColor} className="contact-activity-dot" />
      <div className="contact-activity-body">
        <div className="contact-activity-head">
          <span className="contact-item-strong">{activity.summary}</span>
          <Tooltip title={exact}>
            <time dateTime={activity.createdDate} title={exact} tabIndex={0}>
              {formatRelative(activity.createdDate)}
            </time>
          </Tooltip>
        </div>
        <div className="contact-muted">
          <Link to={isShoot ? `/shoots/${activity.sourceId}` : `/inquiries/${activity.sourceId}`}>
            {isShoot ? 'Shoot' : 'Inquiry'}
            {activity.serviceName ? ` · ${activity.serviceName}` : ''}
          </Link>{' '}
          · {activity.actorName}
        </div>
      </div>
    </li>
  );
}
