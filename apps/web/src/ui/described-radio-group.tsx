// A vertical radio list whose choices each carry a short explanation under their label.
import { Radio, Typography, type RadioGroupProps } from 'antd';

export type DescribedOption<T extends string> = { value: T; label: string; help: string };

export function DescribedRadioGroup<T extends string>({
  options,
  ...props
}: Omit<RadioGroupProps, 'options'> & { options: readonly DescribedOption<T>[] }) {
  return (
    <Radio.Group {...props} style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {options.map((option) => (
        <Radio key={option.value} value={option.value}>
          <Typography.Text strong>{option.label}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {option.help}
          </Typography.Text>
        </Radio>
      ))}
    </Radio.Group>
  );
}
