// The activity log of an inquiry, newest first: what happened (sent, shoot created), who, when.
import { Alert, Card, Empty, Skeleton, Tooltip, Typography } from 'antd';
import { errorLines } from '../../api/http-client.ts';
import { formatExact, formatRelative } from '../shoots/detail-format.ts';
import { useInquiryActivities } from './use-inquiry.ts';

type Props = { inquiryId: string; timeZone: string };

export function InquiryActivityCard({ inquiryId, timeZone }: Props) {
  const activities = useInquiryActivities(inquiryId);
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
            const exact = formatExact(activity.createdDate, timeZone);
            return (
              <li key={activity.id}>
                <div className="activity-timeline-head">
                  <span className="inquiry-page-strong">{activity.summary}</span>
                  <Tooltip title={exact}>
                    <time dateTime={activity.createdDate} title={exact} tabIndex={0}>
                      {formatRelative(activity.createdDate)}
                    </time>
                  </Tooltip>
                </div>
                <Typography.Text type="secondary">{activity.actorName}</Typography.Text>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
