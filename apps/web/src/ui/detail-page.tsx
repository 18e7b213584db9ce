// The frame of a record's page (shoot, inquiry): its head, a wide main column and a narrower side
// column, stacked on small screens, and the skeleton shown while the record loads.
import type { ReactNode } from 'react';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PageBody } from './page-header.tsx';
import { ServiceDot } from './service-dot.tsx';
import './detail-page.css';

type HeadProps = {
  back: { to: string; label: string };
  /** The service the record is for; without one, `noServiceText` stands in its place. */
  service: { name: string; color: string | null; isDeleted: boolean } | null;
  noServiceText?: string;
  /** The client's name. */
  title: string;
  /** Status tags beside the title. */
  tags?: ReactNode;
  /** One line under the title: when the shoot is, when the inquiry came. */
  subtitle: ReactNode;
  actions?: ReactNode;
  className?: string;
  /** Modals the actions open. */
  children?: ReactNode;
};

/** The head of a record's page: back link, service, the client as title, tags, when, actions. */
export function DetailHead(props: HeadProps) {
  const { back, service } = props;
  return (
    <header className={`detail-head${props.className ? ` ${props.className}` : ''}`}>
      <Link to={back.to} className="detail-head-back">
        <ArrowLeftOutlined aria-hidden /> {back.label}
      </Link>
      <Flex justify="space-between" align="flex-start" gap={16} wrap>
        <div className="detail-head-heading">
          <Flex align="center" gap={8} wrap className="detail-head-service">
            {service ? (
              <>
                <ServiceDot color={service.color} size="large" />
                <span>{service.name}</span>
                {service.isDeleted && <Tag style={{ margin: 0 }}>Service deleted</Tag>}
              </>
            ) : (
              <span>{props.noServiceText}</span>
            )}
          </Flex>
          <Flex align="center" gap={12} wrap>
            <Typography.Title level={1} className="detail-head-title">
              {props.title}
            </Typography.Title>
            {props.tags}
          </Flex>
          <Typography.Text type="secondary" className="detail-head-subtitle">
            {props.subtitle}
          </Typography.Text>
        </div>
        {props.actions && (
          <Flex gap={8} wrap className="detail-head-actions">
            {props.actions}
          </Flex>
        )}
      </Flex>
      {props.children}
    </header>
  );
}

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
