// The theme: the brand colour (the business's own unless changed) and the spacing between blocks.
// Saved as a draft like the pages; it goes live with the next publish.
import { ColorPicker, Form, Segmented, Button, Typography } from 'antd';
import { spacingSteps, type TSiteTheme } from '@studio/site/theme';

const spacingLabels: Record<(typeof spacingSteps)[number], string> = {
  none: 'None',
  small: 'S',
  medium: 'M',
  large: 'L',
  'extra-large': 'XL',
};

export function ThemePanel(props: {
  theme: TSiteTheme;
  businessColor: string;
  onChange: (theme: TSiteTheme) => void;
}) {
  const { theme } = props;
  return (
    <Form layout="vertical" className="website-theme">
      <Typography.Text strong>Theme</Typography.Text>
      <Form.Item label="Brand colour" style={{ marginTop: 8 }}>
        <ColorPicker
          value={theme.brandColor ?? props.businessColor}
          disabledAlpha
          showText
          onChangeComplete={(color) =>
            props.onChange({ ...theme, brandColor: color.toHexString().toUpperCase() })
          }
        />
        {theme.brandColor && (
          <Button
            type="link"
            size="small"
            onClick={() => props.onChange({ ...theme, brandColor: null })}
          >
            Use the business colour
          </Button>
        )}
      </Form.Item>
      <Form.Item label="Spacing">
        <Segmented
          size="small"
          value={theme.spacing}
          options={spacingSteps.map((step) => ({ value: step, label: spacingLabels[step] }))}
          onChange={(spacing) => props.onChange({ ...theme, spacing })}
        />
      </Form.Item>
    </Form>
  );
}
