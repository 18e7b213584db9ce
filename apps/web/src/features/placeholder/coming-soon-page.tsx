// A route whose feature is not built yet: its title and a plain statement, never a fake screen.
import { Flex, Tag, Typography } from 'antd';
import { ClockCircleOutlined, HomeOutlined } from '@ant-design/icons';
import { useMatches } from 'react-router';
import { brand } from '../../app/theme.ts';
import { ButtonLink } from '../../ui/button-link.tsx';

function useRouteTitle(): string | undefined {
  const matches = useMatches();
  return [...matches]
    .reverse()
    .map((match) => (match.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
}

export function ComingSoonPage() {
  const title = useRouteTitle() ?? 'This page';
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={16}
      style={{ minHeight: '60vh', padding: '48px 16px', textAlign: 'center' }}
    >
      <Flex
        align="center"
        justify="center"
        style={{ width: 64, height: 64, borderRadius: 16, background: '#E8EFEC' }}
      >
        <ClockCircleOutlined style={{ fontSize: 28, color: brand.accent }} />
      </Flex>
      <Tag style={{ margin: 0 }}>Coming soon</Tag>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 440, fontSize: 15 }}>
        This part of the product is not available yet. It arrives in a later release; nothing here
        needs your attention until then.
      </Typography.Paragraph>
      <ButtonLink to="/" type="primary" icon={<HomeOutlined />}>
        Home
      </ButtonLink>
    </Flex>
  );
}
