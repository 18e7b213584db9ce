// The Packages card of the service edit page: what clients choose from, with price, duration,
// location and discount/premium/reservation marks; add and edit in a modal, delete after asking.
import { useState } from 'react';
import { App, Button, Card, Empty, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { dayjs } from '../../ui/dayjs.ts';
import { formatMoney } from '@studio/shared/money';
import { activeDiscount, discountAmount } from '@studio/shared/packages/discount';
import type { TPackage } from '@studio/shared/packages/contracts';
import { durationLabel } from '@studio/shared/scheduling/slot-generation';
import type { TService } from '@studio/shared/services/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { PackageFormModal } from './package-form-modal.tsx';
import { PackageTags } from './package-tags.tsx';
import { useDeletePackage } from './use-pricing.ts';
import './pricing.css';

/** Which package the modal edits: a new one, an existing one, or none (closed). */
type Editing = { pkg: TPackage | undefined; key: number } | undefined;

export function PackagesCard({ service }: { service: TService }) {
  const { business } = useSession();
  const currency = business?.currency ?? 'USD';
  const today = dayjs()
    .tz(business?.timeZone ?? service.timeZone)
    .format('YYYY-MM-DD');
  const [editing, setEditing] = useState<Editing>(undefined);
  const { modal, message } = App.useApp();
  const remove = useDeletePackage(service.id);
  const open = (pkg: TPackage | undefined) => setEditing({ pkg, key: Date.now() });

  const confirmDelete = (pkg: TPackage) =>
    modal.confirm({
      title: `Delete the package “${pkg.name}”?`,
      content: 'Clients will no longer be able to choose it when they book. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () =>
        remove.mutateAsync(pkg.id).catch((error: unknown) => {
          void message.error(errorLines(error).join(' '));
        }),
    });

  return (
    <Card
      title="Packages"
      extra={
        service.packages.length > 0 && (
          <Button icon={<PlusOutlined />} onClick={() => open(undefined)}>
            Add package
          </Button>
        )
      }
    >
      {service.packages.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No packages yet. Add the packages clients choose from when they book."
          style={{ margin: '8px 0' }}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(undefined)}>
            Add package
          </Button>
        </Empty>
      ) : (
        <ul className="pricing-list" aria-label="Packages">
          {service.packages.map((pkg) => (
            <li key={pkg.id} className="pricing-row">
              <div className="pricing-row-main">
                <div className="pricing-row-name">{pkg.name}</div>
                <Typography.Text type="secondary" className="pricing-row-meta">
                  {[durationLabel(pkg.shootDuration), pkg.shootLocation]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
                {(pkg.discount || pkg.isPremium || pkg.isReservation) && (
                  <div className="pricing-row-tags">
                    <PackageTags pkg={pkg} currency={currency} today={today} />
                  </div>
                )}
              </div>
              <div className="pricing-row-side">
                <PackagePrice pkg={pkg} currency={currency} today={today} />
                <span>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${pkg.name}`}
                    onClick={() => open(pkg)}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${pkg.name}`}
                    onClick={() => confirmDelete(pkg)}
                  />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PackageFormModal
          key={editing.key}
          open
          serviceId={service.id}
          currency={currency}
          pkg={editing.pkg}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}

/** The total fee, and while a discount applies today, the discounted fee beside it struck through. */
function PackagePrice({
  pkg,
  currency,
  today,
}: {
  pkg: TPackage;
  currency: string;
  today: string;
}) {
  const discount = activeDiscount(pkg, today);
  const fee = formatMoney(pkg.totalFee, currency);
  if (!discount) return <span className="pricing-row-price">{fee}</span>;
  const discounted = formatMoney(pkg.totalFee - discountAmount(pkg.totalFee, discount), currency);
  return (
    <span className="pricing-row-price" title={`${fee} before the discount`}>
      <Typography.Text delete type="secondary" style={{ fontWeight: 400, marginRight: 8 }}>
        {fee}
      </Typography.Text>
      {discounted}
    </span>
  );
}
