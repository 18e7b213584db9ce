// The Add-ons card of the service edit page: extras a client can add to a booking; add and edit
// in a modal, delete after asking, and a preview of the 'Select add-ons' modal clients will see.
import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMoney } from '@studio/shared/money';
import type { TAddon } from '@studio/shared/packages/contracts';
import type { TSelectedAddon } from '@studio/shared/packages/requests';
import type { TService } from '@studio/shared/services/contracts';
import { errorLines } from '../../api/http-client.ts';
import { useSession } from '../../app/session-context.ts';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { AddonFormModal } from './addon-form-modal.tsx';
import { SelectAddonsModal, selectionTotal } from './select-addons-modal.tsx';
import { useDeleteAddon } from './use-pricing.ts';
import './pricing.css';

type Editing = { addon: TAddon | undefined; key: number } | undefined;

export function AddonsCard({ service }: { service: TService }) {
  const { business } = useSession();
  const currency = business?.currency ?? 'USD';
  const [editing, setEditing] = useState<Editing>(undefined);
  const [isPreviewing, setIsPreviewing] = useState(false);
  const [preview, setPreview] = useState<TSelectedAddon[]>([]);
  const { modal, message } = App.useApp();
  const remove = useDeleteAddon(service.id);
  const open = (addon: TAddon | undefined) => setEditing({ addon, key: Date.now() });
  const hasAddons = service.addons.length > 0;
  const isMobile = useIsMobile();

  const confirmDelete = (addon: TAddon) =>
    modal.confirm({
      title: `Delete the add-on “${addon.name}”?`,
      content: 'Clients will no longer be able to add it to a booking. This cannot be undone.',
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Keep it',
      onOk: () =>
        remove.mutateAsync(addon.id).catch((error: unknown) => {
          void message.error(errorLines(error).join(' '));
        }),
    });

  return (
    <Card
      title="Add-ons"
      extra={
        hasAddons && (
          <Flex gap={8}>
            <Button
              icon={<EyeOutlined />}
              aria-label="Preview"
              title="Preview what clients see"
              onClick={() => setIsPreviewing(true)}
            >
              {isMobile ? null : 'Preview'}
            </Button>
            <Button icon={<PlusOutlined />} onClick={() => open(undefined)}>
              Add add-on
            </Button>
          </Flex>
        )
      }
    >
      {!hasAddons ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description="No add-ons yet. Offer extras such as prints, albums or hair and make-up."
          style={{ margin: '8px 0' }}
        >
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(undefined)}>
            Add add-on
          </Button>
        </Empty>
      ) : (
        <ul className="pricing-list" aria-label="Add-ons">
          {service.addons.map((addon) => (
            <li key={addon.id} className="pricing-row">
              <div className="pricing-row-main">
                <div className="pricing-row-name">{addon.name}</div>
                <Typography.Text type="secondary" className="pricing-row-meta">
                  {addon.maxQuantity > 1
                    ? `Up to ${addon.maxQuantity} per booking`
                    : 'One per booking'}
                </Typography.Text>
              </div>
              <div className="pricing-row-side">
                <span className="pricing-row-price">{formatMoney(addon.fee, currency)}</span>
                <span>
                  <Button
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${addon.name}`}
                    onClick={() => open(addon)}
                  />
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${addon.name}`}
                    onClick={() => confirmDelete(addon)}
                  />
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <AddonFormModal
          key={editing.key}
          open
          serviceId={service.id}
          currency={currency}
          addon={editing.addon}
          onClose={() => setEditing(undefined)}
        />
      )}
      {isPreviewing && (
        <SelectAddonsModal
          open
          addons={service.addons}
          currency={currency}
          value={preview}
          onCancel={() => setIsPreviewing(false)}
          onSubmit={(selection) => {
            setPreview(selection);
            setIsPreviewing(false);
            void message.info(
              selection.length === 0
                ? 'Preview: no add-ons selected.'
                : `Preview: ${selection.length} add-on${selection.length === 1 ? '' : 's'}, ${formatMoney(selectionTotal(service.addons, selection), currency)}.`,
            );
          }}
        />
      )}
    </Card>
  );
}
