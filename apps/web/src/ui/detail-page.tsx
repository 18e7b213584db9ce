// The frame of a record's page (shoot, inquiry): a wide main column and a narrower side column,
// stacked on small screens, and the skeleton shown while the record loads.
import { Card, Skeleton } from 'antd';
import { PageBody } from './page-header.tsx';
import './detail-page.css';

type SkeletonProps = {
  /** Read by screen readers while loading, e.g. 'Loading the shoot'. */
  label: string;
  width: number;
  headerRows: number;
  /** Paragraph rows of each placeholder card, per column. */
  main: number[];
  side: number[];
};

function Column({ cards }: { cards: number[] }) {
  return (
    <div className="detail-column">
      {cards.map((rows, index) => (
        <Card key={index}>
          <Skeleton active paragraph={{ rows }} />
        </Card>
      ))}
    </div>
  );
}

export function DetailSkeleton({ label, width, headerRows, main, side }: SkeletonProps) {
  return (
    <PageBody width={width}>
      <div aria-busy="true" aria-label={label}>
        <Skeleton active title={{ width: 320 }} paragraph={{ rows: headerRows }} />
        <div className="detail-grid" style={{ marginTop: 24 }}>
          <Column cards={main} />
          <Column cards={side} />
        </div>
      </div>
    </PageBody>
  );
}
