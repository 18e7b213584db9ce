// The shoot form's add-ons: the chosen lines with quantities, changed in the 'Select add-ons' modal.
import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatMoney } from '@studio/shared/money';
import type { TAddon } from '@studio/shared/packages/contracts';
import type { TSelectedAddon } from '@studio/shared/packages/requests';
import { SelectAddonsModal } from '../packages/select-addons-modal.tsx';

export function AddonsField({
  value = [],
  onChange,
  addons,
  currency,
}: {
  value?: TSelectedAddon[];
  onChange?: (value: TSelectedAddon[]) => void;
  addons: readonly TAddon[];
  currency: string;
}) {
  const [isOpen, setOpen] = useState(false);
  const byId = new Map(addons.map((addon) => [addon.id, addon]));
  const lines = value.filter((line) => byId.has(line.addonId));
  return (
    <>
      {lines.length > 0 && (
        <ul className="studio-addon-lines" aria-label="Chosen add-ons">
          {lines.map((line) => {
            const addon = byId.get(line.addonId);
            return (
              <li key={line.addonId}>
                <span>
                  {addon?.name} × {line.quantity}
                </span>
                <span>{formatMoney((addon?.fee ?? 0) * line.quantity, currency)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Flex align="center" gap={12}>
        <Button
          icon={<PlusOutlined />}
          onClick={() => setOpen(true)}
          disabled={addons.length === 0}
        >
          {lines.length > 0 ? 'Change add-ons' : 'Select add-ons'}
        </Button>
        {addons.length === 0 && (
          <Typography.Text type="secondary">This service has no add-ons.</Typography.Text>
        )}
      </Flex>
      {isOpen && (
        <SelectAddonsModal
          open
          addons={addons}
          currency={currency}
          value={lines}
          onCancel={() => setOpen(false)}
          onSubmit={(selection) => {
            onChange?.(selection);
            setOpen(false);
          }}
        />
      )}
    </>
  );
}
