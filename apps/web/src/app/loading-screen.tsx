// The calm full-page wait while the session boots (SPEC §4) or a guarded page decides.
import { Flex, Spin } from 'antd';
import { BrandLockup } from './brand-mark.tsx';
import { brand } from './theme.ts';

export function LoadingScreen() {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap={32}
      role="status"
      aria-label="Loading"
      style={{ minHeight: '100vh', background: brand.canvas }}
    >
      <BrandLockup />
      <Spin size="small" />
    </Flex>
  );
}
