// Add or edit one add-on: name with suggestions from the business's other
// add-ons (debounced 300 ms), fee and the most a client may take.
import { useState } from 'react';
import { AutoComplete, Col, Form, InputNumber, Row } from 'antd';
import { limits, modalWidths } from '@studio/shared/constants';
import type { TAddon } from '@studio/shared/packages/contracts';
import {
  addonFields,
  ZCreateAddonRequest,
  type TCreateAddonRequest,
} from '@studio/shared/packages/requests';
import { DataError, errorLines } from '../../api/http-client.ts';
import { FormModal } from '../../ui/form-modal.tsx';
import { useDirtyGuard, useIsFormDirty } from '../../ui/use-dirty-guard.tsx';
import { zodRule } from '../../ui/zod-form.ts';
import { inputToMinor, minorToInput, MoneyInput, moneyRule } from './money.tsx';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAddonSuggestions, useSaveAddon } from './use-pricing.ts';

type AddonFormValues = { name: string; fee: number | null; maxQuantity: number | null };

type AddonFormModalProps = {
  open: boolean;
  serviceId: string;
  currency: string;
  addon: TAddon | undefined;
  onClose(): void;
};

const fieldNames: (keyof AddonFormValues)[] = ['name', 'fee', 'maxQuantity'];

export function AddonFormModal({ open, serviceId, currency, addon, onClose }: AddonFormModalProps) {
  const [form] = Form.useForm<AddonFormValues>();
  const [initial] = useState<AddonFormValues>(() => ({
    name: addon?.name ?? '',
    fee: minorToInput(addon?.fee),
    maxQuantity: addon?.maxQuantity ?? 1,
  }));
  const isDirty = useIsFormDirty(form, initial);
  const guard = useDirtyGuard(open && isDirty);
  const save = useSaveAddon(serviceId);
  const [lines, setLines] = useState<string[]>([]);
  const name = (Form.useWatch('name', form) as string | undefined) ?? initial.name;
  const [isTyping, setIsTyping] = useState(false);
  const search = useDebouncedValue(name.trim());
  const suggestions = useAddonSuggestions(search, open && isTyping);
  const options = (suggestions.data ?? [])
    .filter((suggestion) => suggestion !== name)
    .map((suggestion) => ({ value: suggestion, label: suggestion }));

  const submit = (values: AddonFormValues) => {
    setLines([]);
    const body: TCreateAddonRequest = {
      name: values.name ?? '',
      fee: inputToMinor(values.fee) as number,
      maxQuantity: values.maxQuantity ?? (undefined as unknown as number),
    };
    const checked = ZCreateAddonRequest.safeParse(body);
    if (!checked.success) {
      form.setFields(
        checked.error.issues.map((issue) => ({
          name: String(issue.path[0]) as keyof AddonFormValues,
          errors: [issue.message],
        })),
      );
      return;
    }
    save.mutate(
      { id: addon?.id, body },
      {
        onSuccess: onClose,
        onError: (error) => {
          if (!(error instanceof DataError)) return setLines(errorLines(error));
          const onFields = error.fieldErrors.filter((e) =>
            (fieldNames as string[]).includes(e.field),
          );
          form.setFields(
            onFields.map((e) => ({ name: e.field as keyof AddonFormValues, errors: [e.message] })),
          );
          const shown = new Set(onFields.map((e) => e.message));
          setLines(error.lines.filter((line) => !shown.has(line)));
        },
      },
    );
  };

  return (
    <FormModal<AddonFormValues>
      open={open}
      width={modalWidths.default}
      title={addon ? 'Edit add-on' : 'Add add-on'}
      formProps={{ form, initialValues: initial, onFinish: submit }}
      isSaving={save.isPending}
      errorLines={lines}
      onClose={onClose}
      guard={guard}
    >
      <Form.Item name="name" label="Add-on name" rules={[zodRule(addonFields.name)]}>
        <AutoComplete
          options={options}
          onSearch={() => setIsTyping(true)}
          onFocus={() => setIsTyping(true)}
          placeholder="e.g. Extra prints"
          maxLength={limits.name + 1}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="fee" label="Fee" rules={[moneyRule(addonFields.fee)]}>
            <MoneyInput currency={currency} placeholder="0.00" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxQuantity"
            label="Max quantity"
            extra="The most a client can add to one booking"
            rules={[zodRule(addonFields.maxQuantity)]}
          >
            <InputNumber<number> precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
