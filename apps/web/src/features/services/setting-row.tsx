// One setting of a service card: its name and what it does on the left, the control on the right.
import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

export function SettingRow({
  title,
  description,
  control,
}: {
  title: string;
  description: ReactNode;
  control: ReactNode;
}) {
  return (
    <Flex align="center" justify="space-between" gap={16} wrap>
      <div style={{ minWidth: 0, flex: '1 1 240px' }}>
        <Typography.Text strong>{title}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {description}
        </Typography.Paragraph>
      </div>
      {control}
    </Flex>
  );
}
