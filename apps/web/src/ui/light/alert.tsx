// A warning or a failure across a list or the app (antd's Alert without antd): an icon, a title,
// an optional description, and an action on the right.
import type { ReactNode } from 'react';
import { CloseCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import './parts.css';

const icons = { warning: <ExclamationCircleFilled />, error: <CloseCircleFilled /> };

export function LightAlert({
  type,
  title,
  description,
  action,
  icon,
  isBanner = false,
}: {
  type: 'warning' | 'error';
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  /** Across the top of the app: no border, no rounded corners. */
  isBanner?: boolean;
}) {
  const classes = [
    'l-alert',
    `l-alert--${type}`,
    isBanner && 'l-alert--banner',
    !description && 'l-alert--compact',
  ];
  return (
    <div role="alert" className={classes.filter(Boolean).join(' ')}>
      <span className="l-alert-icon" aria-hidden>
        {icon ?? icons[type]}
      </span>
      <div className="l-alert-content">
        <div className="l-alert-title">{title}</div>
        {description && <div className="l-alert-description">{description}</div>}
      </div>
      {action && <div className="l-alert-action">{action}</div>}
    </div>
  );
}
