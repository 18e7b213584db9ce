// The brand colour control: a picker and a live preview of a button in that colour, its text
// white or black by the colour's luminance.
import { ColorPicker, Flex, Typography } from 'antd';
import { textColorOn } from '@studio/shared/color';

/** Colours that sit well behind photographs: muted, natural, a few deep ones. */
const presetColors = [
  '#2F5D50',
  '#1D2521',
  '#6B4E3D',
  '#A0522D',
  '#C9A27E',
  '#8A9A5B',
  '#5B7083',
  '#B76E79',
  '#E8D8C3',
  '#F4EFE6',
];

type BrandColorFieldProps = {
  value?: string;
  onChange?: (hex: string) => void;
};

export function BrandColorField({ value = '#2F5D50', onChange }: BrandColorFieldProps) {
  return (
    <Flex align="center" gap={24} wrap>
      <ColorPicker
        value={value}
        onChange={(color) => onChange?.(color.toHexString())}
        disabledAlpha
        showText
        presets={[{ label: 'Suggested', colors: presetColors, defaultOpen: true }]}
        aria-label="Brand colour"
      />
      <BrandPreview color={value} />
    </Flex>
  );
}

export function BrandPreview({ color }: { color: string }) {
  return (
    <Flex align="center" gap={12}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Preview
      </Typography.Text>
      <span
        data-testid="brand-preview"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          height: 36,
          padding: '0 20px',
          borderRadius: 8,
          fontWeight: 600,
          background: color,
          color: textColorOn(color),
          boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.08)',
        }}
      >
        Book a session
      </span>
    </Flex>
  );
}
