// Premium and reservation terms of one slot: set them, replace them,
// or make the slot regular again.
import { useState } from 'react';
import { Button, Flex, Form, InputNumber, Switch, Typography } from 'antd';
import { modalWidths } from '@studio/shared/constants';
import { messages } from '@studio/shared/messages';
import { currencyLocale, fromMinor, toMinor } from '@studio/shared/money';
import type { TSlot } from '@studio/shared/scheduling/contracts';
import { PREMIUM_FEE_MAX } from '@studio/shared/scheduling/requests';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { serverLines } from './generate-slots-form.tsx';
import { formatTimeRange } from '../../ui/date-formats.ts';
import { useSetPremiumReserve } from './use-scheduling.ts';

type PremiumValues = { isPremium: boolean; premiumFee: number | null; isReservation: boolean };

type PremiumReserveModalProps = {
  open: boolean;
  serviceId: string;
  slot: TSlot;
  timeZone: string;
  currency: string;
  onClose(): void;
};

function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(currencyLocale(currency), {
    style: 'currency',
    currency,
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

export function PremiumReserveModal({
  open,
  serviceId,
  slot,
  timeZone,
  currency,
  onClose,
}: PremiumReserveModalProps) {
  const [form] = Form.useForm<PremiumValues>();
  const [initial] = useState<PremiumValues>(() => ({
    isPremium: slot.isPremium,
    premiumFee: slot.isPremium ? fromMinor(slot.premiumFee) : null,
    isReservation: slot.isReservation,
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const save = useSetPremiumReserve(serviceId);
  const [lines, setLines] = useState<string[]>([]);
  const isPremium = Form.useWatch('isPremium', form) ?? initial.isPremium;
  const hasTerms = slot.isPremium || slot.isReservation;

  const send = (body: Parameters<typeof save.mutate>[0]['body']) => {
    setLines([]);
    save.mutate(
      { slotId: slot.id, body },
      { onSuccess: onClose, onError: (error) => setLines(serverLines(form, error)) },
    );
  };

  const submit = (values: PremiumValues) => {
    let premiumFee = 0;
    if (values.isPremium) {
      premiumFee = values.premiumFee === null ? 0 : toMinor(values.premiumFee);
      if (premiumFee < 1) {
        form.setFields([{ name: 'premiumFee', errors: [messages.premiumFeePositive] }]);
        return;
      }
    }
    send({
      action: 'SET',
      isPremium: values.isPremium,
      premiumFee,
      isReservation: values.isReservation,
    });
  };

  return (
    <FormModal<PremiumValues>
      open={open}
      width={modalWidths.default}
      title="Premium and reservation"
      formProps={{ form, initialValues: initial, onFinish: submit }}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
      intro={
        <Typography.Paragraph type="secondary">
          {formatTimeRange(slot.startTime, slot.endTime, timeZone)}
        </Typography.Paragraph>
      }
      footer={(cancel) => (
        <Flex justify="space-between" gap={8} wrap>
          <Button
            danger
            disabled={!hasTerms}
            loading={save.isPending && !isDirty}
            onClick={() => send({ action: 'REMOVE' })}
          >
            Make regular
          </Button>
          <Flex gap={8}>
            <Button onClick={cancel}>Cancel</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              Save
            </Button>
          </Flex>
        </Flex>
      )}
    >
      <ToggleRow
        name="isPremium"
        title="Premium slot"
        description="A sought-after time: clients pay an extra fee for it."
      />
      {isPremium && (
        <Form.Item name="premiumFee" label="Premium fee">
          <InputNumber<number>
            prefix={currencySymbol(currency)}
            precision={2}
            min={0}
            max={PREMIUM_FEE_MAX / 100}
            inputMode="decimal"
            placeholder="0.00"
            style={{ width: '100%' }}
          />
        </Form.Item>
      )}
      <ToggleRow
        name="isReservation"
        title="Reservation slot"
        description="Clients reserve it now and settle the rest later."
      />
    </FormModal>
  );
}

function ToggleRow({
  name,
  title,
  description,
}: {
  name: keyof PremiumValues;
  title: string;
  description: string;
}) {
  return (
    <Flex justify="space-between" align="center" gap={16} style={{ marginBottom: 16 }}>
      <div>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      </div>
      <Form.Item name={name} valuePropName="checked" noStyle>
        <Switch aria-label={title} />
      </Form.Item>
    </Flex>
  );
}
