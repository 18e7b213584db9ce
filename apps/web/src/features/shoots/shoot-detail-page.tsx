// /shoots/{id}: one shoot with everything it has. Details on the left, money and invoices on the
// right (one column on a phone). A cancelled shoot is shown read-only under a banner.
import { Alert } from 'antd';
import { useParams } from 'react-router';
import { messages } from '@studio/shared/messages';
import { DataError, errorLines } from '../../api/http-client.ts';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { DetailSkeleton } from '../../ui/detail-page.tsx';
import { PageBody } from '../../ui/page-header.tsx';
import { DetailActivityCard } from './detail-activity-card.tsx';
import { DetailAddonsCard } from './detail-addons-card.tsx';
import { DetailAnswersCard } from './detail-answers.tsx';
import { useOrder } from './detail-api.ts';
import { DetailClientCard } from './detail-client-card.tsx';
import { DetailContractsCard } from './detail-contracts-card.tsx';
import { DetailFeeCard } from './detail-fee-card.tsx';
import { formatDate } from '../../ui/date-formats.ts';
import { DetailHeader } from './detail-header.tsx';
import { DetailInvoicesCard } from './detail-invoices-card.tsx';
import { DetailNotesCard } from './detail-notes-card.tsx';
import { DetailScheduleCard } from './detail-schedule-card.tsx';
import { FlowTaskCard } from '../workflows/flow-task-card.tsx';
import './detail.css';

export function ShootDetailPage() {
  const { id = '' } = useParams();
  const query = useOrder(id);

  if (query.isPending)
    return (
      <DetailSkeleton
        label="Loading the shoot"
        width={1200}
        headerRows={1}
        main={[3, 4]}
        side={[5]}
      />
    );
  if (query.isError) {
    const isMissing = query.error instanceof DataError && query.error.status === 404;
    if (isMissing)
      return <ErrorScreen fullPage={false} heading={404} message={messages.notFound} />;
    return (
      <ErrorScreen
        fullPage={false}
        message={errorLines(query.error).join(' ')}
        action={
          <ButtonLink type="primary" size="large" to="/shoots">
            Back to shoots
          </ButtonLink>
        }
      />
    );
  }

  const order = query.data;
  const isLocked = order.status === 'CANCELED';
  return (
    <PageBody width={1200}>
      <DetailHeader order={order} />
      {isLocked && (
        <Alert
          type="warning"
          showIcon
          className="shoot-detail-banner"
          title="Cancelled"
          description={
            order.canceledDate
              ? `This booking was cancelled on ${formatDate(order.canceledDate, order.timeZone)}. Its details can no longer be changed.`
              : 'This booking was cancelled. Its details can no longer be changed.'
          }
        />
      )}
      <div className="detail-grid">
        <div className="detail-column">
          <DetailClientCard order={order} isLocked={isLocked} />
          <DetailScheduleCard order={order} isLocked={isLocked} />
          <DetailAnswersCard order={order} />
          <DetailAddonsCard order={order} isLocked={isLocked} />
          <DetailNotesCard order={order} isLocked={isLocked} />
          <DetailContractsCard
            orderId={order.orderId}
            timeZone={order.timeZone}
            isLocked={isLocked}
          />
        </div>
        <div className="detail-column">
          <DetailFeeCard order={order} isLocked={isLocked} />
          <DetailInvoicesCard order={order} isLocked={isLocked} />
          <FlowTaskCard
            subject={{ kind: 'order', orderId: order.orderId }}
            timeZone={order.timeZone}
            isLocked={isLocked}
          />
          <DetailActivityCard orderId={order.orderId} timeZone={order.timeZone} />
        </div>
      </div>
    </PageBody>
  );
}
