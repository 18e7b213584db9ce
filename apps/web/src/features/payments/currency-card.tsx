// The business currency (30 currencies, each shown in its own locale with 2 decimals).
import { Form, Select, Typography } from 'antd';
import { currencies } from '@studio/shared/enums';
import { formatMoney } from '@studio/shared/money';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';
import { useSaveCurrency } from './use-payment-settings.ts';

type CurrencyValues = { currency: string };

const names = new Intl.DisplayNames(['en'], { type: 'currency' });
const options = currencies.map(({ code }) => ({
  value: code,
  label: `${code} · ${names.of(code) ?? code}`,
}));

export function CurrencyCard({ currency }: { currency: string }) {
  const settings = useSettingsForm<CurrencyValues>({ currency });
  const save = useSaveCurrency();
  const chosen = Form.useWatch('currency', settings.form) ?? settings.initial.currency;

  const submit = (values: CurrencyValues) =>
    save.mutate(values.currency, settings.saveCallbacks(['currency']));

  return (
    <SettingsForm
      title="Currency"
      settings={settings}
      onFinish={submit}
      isSaving={save.isPending}
      saveLabel="Save currency"
    >
      <Form.Item
        name="currency"
        label="Currency of your prices"
        extra={
          <Typography.Text type="secondary">
            Prices show as <strong>{formatMoney(123456, chosen)}</strong>
          </Typography.Text>
        }
      >
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          options={options}
          aria-label="Currency"
          style={{ maxWidth: 360 }}
        />
      </Form.Item>
    </SettingsForm>
  );
}
