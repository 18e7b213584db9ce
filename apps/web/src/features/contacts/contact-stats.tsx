// The figures of a contact at a glance: shoots, inquiries, what they paid and what is still due.
import { Skeleton } from 'antd';
import { formatMoney } from '@studio/shared/money';
import type { SummaryQuery } from './summary-card-body.tsx';

export function ContactStats({ summary, currency }: { summary: SummaryQuery; currency: string }) {
  const totals = summary.data?.totals;
  const figures = [
    { label: 'Shoots', value: totals ? totals.shootCount.toLocaleString('en-US') : undefined },
    { label: 'Inquiries', value: totals ? totals.inquiryCount.toLocaleString('en-US') : undefined },
    { label: 'Total paid', value: totals ? formatMoney(totals.totalPaid, currency) : undefined },
    { label: 'Balance due', value: totals ? formatMoney(totals.balanceDue, currency) : undefined },
  ];
  if (summary.isError) return null;
  return (
    <dl className="contact-stats" aria-label="Figures">
      {figures.map((figure) => (
        <div key={figure.label} className="contact-stat">
          <dt>{figure.label}</dt>
          <dd>
            {figure.value ?? (
              <Skeleton.Input active size="small" style={{ width: 64, minWidth: 64 }} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
