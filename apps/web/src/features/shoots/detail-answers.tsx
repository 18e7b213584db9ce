// The shoot's questionnaire answers (snapshots taken when the client booked) and whether the
// client booked it online. Shown only when there is something to show.
import { Card, Tag, Typography } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import type { TOrder } from '@studio/shared/orders/contracts';
import { AnswerList } from '../../ui/answer-list.tsx';

export function DetailAnswersCard({ order }: { order: TOrder }) {
  const isOnline = order.source === 'CLIENT';
  if (order.answers.length === 0 && !isOnline) return null;
  return (
    <Card
      title="Questionnaire answers"
      extra={
        isOnline && (
          <Tag icon={<GlobalOutlined />} color="green" style={{ margin: 0 }}>
            Booked online
          </Tag>
        )
      }
    >
      {order.answers.length > 0 ? (
        <AnswerList answers={order.answers} />
      ) : (
        <Typography.Text type="secondary">No questionnaire answers.</Typography.Text>
      )}
    </Card>
  );
}
