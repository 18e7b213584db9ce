// The calm full-page wait while the session boots, a guarded page decides, or a page
// finishes something before it can show anything (then `message` says what).
import { Flex, Spin, Typography } from 'antd';
import { BrandLockup } from './brand-mark.tsx';
import { brand } from './theme.ts';

export function LoadingScreen({ message }: { message?: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={32}
      role="status"
      aria-label={message ?? 'Loading'}
      style={{ minHeight: '100vh', background: brand.canvas }}
    >
      <BrandLockup />
      <Spin size="small" />
      {message && <Typography.Text type="secondary">{message}</Typography.Text>}
    </Flex>
  );
}
