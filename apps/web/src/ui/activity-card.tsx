// The activity log card of a detail page (a shoot, an inquiry), newest first: what happened, who,
// when (relative, the exact time in the business's zone on hover), and whatever a row adds below.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Card, Empty, Skeleton, Tooltip, Typography } from 'antd';
import { errorLines } from '../api/http-client.ts';
import { formatRelative } from '../features/shoots/detail-format.ts';
import { formatDateTime } from './date-formats.ts';
import './detail-page.css';

type Activity = { id: string; summary: string; createdDate: string; actorName: string };

type Props<T extends Activity> = {
  activities: UseQueryResult<T[]>;
  timeZone: string;
  /** What a row shows under its author (a shoot's changes). */
  details?: (activity: T) => ReactNode;
};

export function ActivityCard<T extends Activity>({ activities, timeZone, details }: Props<T>) {
  return (
    <Card title="Activity">
      {activities.isPending && <Skeleton active title={false} paragraph={{ rows: 3 }} />}
      {activities.isError && (
        <Alert type="error" showIcon title={errorLines(activities.error).join(' ')} />
      )}
      {activities.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nothing has happened yet." />
      )}
      {activities.data && activities.data.length > 0 && (
        <ol className="activity-timeline" aria-label="Activity log">
          {activities.data.map((activity) => {
            const exact = formatDateTime(activity.createdDate, timeZone);
            return (
              <li key={activity.id}>
                <div className="activity-timeline-head">
                  <span className="activity-timeline-summary">{activity.summary}</span>
                  <Tooltip title={exact}>
                    <time dateTime={activity.createdDate} title={exact} tabIndex={0}>
                      {formatRelative(activity.createdDate)}
                    </time>
                  </Tooltip>
                </div>
                <Typography.Text type="secondary">{activity.actorName}</Typography.Text>
                {details?.(activity)}
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
