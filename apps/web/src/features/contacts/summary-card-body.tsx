// The body of a contact page card that reads the summary: a skeleton while it loads, the failure
// with a retry, the card's empty words, or its content.
import type { ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TCustomerSummary } from '@studio/shared/customers/contracts';
import { errorLines } from '../../api/http-client.ts';

export type SummaryQuery = UseQueryResult<TCustomerSummary>;

type SummaryCardBodyProps = {
  summary: SummaryQuery;
  /** True when the part of the summary this card shows has nothing. */
  isEmpty(data: TCustomerSummary): boolean;
  emptyText: string;
  children(data: TCustomerSummary): ReactNode;
};

export function SummaryCardBody({ summary, isEmpty, emptyText, children }: SummaryCardBodyProps) {
  if (summary.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (summary.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorLines(summary.error).join(' ')}
        action={
          <Button size="small" onClick={() => void summary.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (isEmpty(summary.data)) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
        style={{ margin: '8px 0' }}
      />
    );
  }
  return <>{children(summary.data)}</>;
}

/** 'Showing the latest 100' under a list that the server cut. */
export function listCutNote(shown: number, total: number, limit: number): string | null {
  return shown >= limit && total > shown ? `Showing the latest ${limit} of ${total}.` : null;
}

export function CutNote({ text }: { text: string | null }) {
  if (!text) return null;
  return <p className="contact-cut-note">{text}</p>;
}
