// What every antd part needs above it: the theme (still, for someone who asked for less motion)
// and antd's App, whose `message`, `modal` and `notification` the pages take from App.useApp().
// The owner's first screen (the layout and the home) is drawn without antd, so a returning
// owner's first load carries no component library: antd arrives with the first page, overlay or
// panel that uses it, each of which stands under an AntdScope (router.tsx, and the lazy parts of
// the layout).
import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Outlet } from 'react-router';
import { usePrefersReducedMotion } from '../ui/use-reduced-motion.ts';
import { stillTheme, theme } from './theme.ts';

export function AntdScope({ children }: { children?: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <ConfigProvider theme={reducedMotion ? stillTheme : theme}>
      <AntApp>{children ?? <Outlet />}</AntApp>
    </ConfigProvider>
  );
}
