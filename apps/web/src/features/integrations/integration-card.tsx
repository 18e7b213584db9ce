// The frame every integration shares: its name and what it does, whether it is connected, its
// settings, and its actions. Each integration is one card built on this.
import type { ReactNode } from 'react';
import { Card, Flex, Tag, Typography } from 'antd';

type IntegrationCardProps = {
  title: string;
  description: ReactNode;
  isConnected: boolean;
  /** Replaces the Connected / Not connected tag (a connection that needs attention). */
  statusTag?: ReactNode;
  /** Settings or details below the description. */
  children?: ReactNode;
  /** Buttons, right-aligned at the bottom. */
  actions?: ReactNode;
};

export function IntegrationCard({
  title,
  description,
  isConnected,
  statusTag,
  children,
  actions,
}: IntegrationCardProps) {
  return (
    <Card
      aria-label={title}
      title={
        <Flex gap={8} align="center" wrap style={{ padding: '12px 0' }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {title}
          </Typography.Text>
          {statusTag ??
            (isConnected ? <Tag color="success">Connected</Tag> : <Tag>Not connected</Tag>)}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{description}</Typography.Text>
        {children}
        {actions && (
          <Flex gap={8} wrap justify="flex-end">
            {actions}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
