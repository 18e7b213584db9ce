// One service in the /services list: cover or colour swatch, name with its colour dot, kind and
// Private/Paused tags, next date and created date. The row opens the edit page; beside it, a button
// copies the booking link (a sibling of the link: a button inside a link is not allowed).
import { Tag } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { textColorOn } from '@studio/shared/color';
import type { TServiceListItem } from '@studio/shared/services/contracts';
import { CopyBookingLinkButton } from './booking-link-card.tsx';
import { serviceKindLabels, serviceKindTagColors } from './service-display.ts';
import { formatDate, formatLocalDate } from '../../ui/date-formats.ts';
import { ServiceDot } from '../../ui/service-dot.tsx';
import { DemoTag } from '../onboarding/demo-data-parts.tsx';

export function ServiceListRow({
  service,
  timeZone,
}: {
  service: TServiceListItem;
  timeZone: string | undefined;
}) {
  const nextDate = service.nextDate ? formatLocalDate(service.nextDate) : undefined;
  const created = formatDate(service.createdDate, timeZone);
  return (
    <div className="studio-service-item">
      <Link
        to={`/services/edit/${service.id}`}
        className="studio-service-row"
        data-testid="service-row"
      >
        <span
          className="studio-service-swatch"
          style={{ background: service.color, color: textColorOn(service.color) }}
          aria-hidden
        >
          {service.coverUrl ? (
            <img src={service.coverUrl} alt="" loading="lazy" />
          ) : (
            service.name.slice(0, 1).toUpperCase()
          )}
        </span>
        <span style={{ minWidth: 0 }}>
          <span className="studio-service-name">
            <ServiceDot color={service.color} />
            <span>{service.name}</span>
          </span>
          <span className="studio-service-tags">
            <DemoTag id={service.id} />
            <Tag color={serviceKindTagColors[service.type]}>{serviceKindLabels[service.type]}</Tag>
            {service.isPrivate && <Tag>Private</Tag>}
            {service.isPaused && <Tag color="orange">Paused</Tag>}
            <span className="studio-service-number">#{service.number}</span>
          </span>
          <span className="studio-service-meta--inline">
            {nextDate ? `Next ${nextDate} · ` : service.isMiniSession ? 'No upcoming date · ' : ''}
            Created {created}
          </span>
        </span>
        <span className="studio-service-meta studio-service-meta--column">
          <span className="studio-service-meta-label">Next date</span>
          <span>{nextDate ?? '—'}</span>
        </span>
        <span className="studio-service-meta studio-service-meta--column">
          <span className="studio-service-meta-label">Created</span>
          <span>{created}</span>
        </span>
        <RightOutlined className="studio-service-chevron" aria-hidden />
      </Link>
      <CopyBookingLinkButton serviceSlug={service.slug} serviceName={service.name} />
    </div>
  );
}
