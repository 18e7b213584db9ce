// The tax mode and sales tax of the business, with what 100.00 becomes under them,
// computed by the same pricing module the server uses.
import { Form, InputNumber, Typography } from 'antd';
import { formatMoney, fromMinor, toMinor } from '@studio/shared/money';
import { DEFAULT_SALES_TAX_BPS, type TPaymentSetup } from '@studio/shared/payments/requests';
import { orderPrice, type TaxMode } from '@studio/shared/pricing/price';
import { DescribedRadioGroup } from '../../ui/described-radio-group.tsx';
import { SettingsForm, useSettingsForm } from './settings-form.tsx';
import { useSavePaymentSetup } from './use-payment-settings.ts';

type TaxValues = { taxMode: TaxMode; salesTaxPercent: number | null };

const EXAMPLE_FEE = 10000;

const taxModeOptions: { value: TaxMode; label: string; help: string }[] = [
  { value: 'EXCLUDE', label: 'Add tax to prices', help: 'Sales tax is added to the total.' },
  {
    value: 'INCLUDE',
    label: 'Prices include tax',
    help: 'The price clients see already holds the tax.',
  },
  { value: 'NO_TAX', label: 'No tax', help: 'No sales tax is charged.' },
];

/** Percent with two decimals -> basis points, exactly (8.25 -> 825); empty = the default. */
function toRateBps(percent: number | null | undefined): number {
  return percent === null || percent === undefined ? DEFAULT_SALES_TAX_BPS : toMinor(percent);
}

/** What a fee of 100.00 becomes: one sentence for the chosen mode and rate. */
export function taxExample(mode: TaxMode, rateBps: number, currency: string): string {
  const price = orderPrice({ fee: EXAMPLE_FEE, tax: { mode, rateBps } });
  const money = (minor: number) => formatMoney(minor, currency);
  if (mode === 'EXCLUDE') {
    return `A fee of ${money(EXAMPLE_FEE)} becomes ${money(price.total)} (${money(price.tax)} tax added).`;
  }
  if (mode === 'INCLUDE') {
    return `A fee of ${money(EXAMPLE_FEE)} stays ${money(price.total)}, of which ${money(price.tax)} is tax.`;
  }
  return `A fee of ${money(EXAMPLE_FEE)} stays ${money(price.total)}; no tax is added.`;
}

export function TaxCard({ setup, currency }: { setup: TPaymentSetup; currency: string }) {
  const settings = useSettingsForm<TaxValues>(() => ({
    taxMode: setup.taxMode,
    salesTaxPercent: fromMinor(setup.salesTaxBps),
  }));
  const { form } = settings;
  const save = useSavePaymentSetup();
  const mode = Form.useWatch('taxMode', form) ?? settings.initial.taxMode;
  const rateBps = toRateBps(Form.useWatch('salesTaxPercent', { form, preserve: true }));

  const submit = () => {
    // Read from the store: the rate field is gone while NO_TAX is chosen, yet its value stays.
    const values = form.getFieldsValue(true) as TaxValues;
    save.mutate(
      { taxMode: values.taxMode, salesTaxBps: toRateBps(values.salesTaxPercent) },
      settings.saveCallbacks(['taxMode']),
    );
  };

  return (
    <SettingsForm
      title="Tax"
      settings={settings}
      onFinish={submit}
      isSaving={save.isPending}
      saveLabel="Save tax"
    >
      <Form.Item name="taxMode" style={{ marginBottom: 16 }}>
        <DescribedRadioGroup options={taxModeOptions} aria-label="Tax mode" />
      </Form.Item>
      {mode !== 'NO_TAX' && (
        <Form.Item
          name="salesTaxPercent"
          label="Sales tax"
          extra={`Left empty, the default of ${fromMinor(DEFAULT_SALES_TAX_BPS)}% applies.`}
        >
          <InputNumber
            min={0}
            max={100}
            precision={2}
            step={0.25}
            suffix="%"
            placeholder={String(fromMinor(DEFAULT_SALES_TAX_BPS))}
            aria-label="Sales tax"
            style={{ width: 160 }}
          />
        </Form.Item>
      )}
      <Typography.Paragraph
        data-testid="tax-example"
        style={{ background: '#FAF9F6', borderRadius: 8, padding: '8px 12px', margin: 0 }}
      >
        {taxExample(mode, rateBps, currency)}
      </Typography.Paragraph>
    </SettingsForm>
  );
}
