// The logged-in layout: sidebar (drawer on mobile), top bar, page content.
import { useCallback, useState } from 'react';
import { Layout } from 'antd';
import { Outlet, useNavigation } from 'react-router';
import { DirtyGuardProvider } from '../../ui/use-dirty-guard.tsx';
import { useIsMobile } from '../../ui/use-viewport-width.ts';
import { GoogleCalendarBanner } from '../../features/integrations/google-calendar-banner.tsx';
import { DemoDataBanner } from '../../features/onboarding/demo-data-parts.tsx';
import { NewVersionNotice } from './new-version-notice.tsx';
import { MobileNavDrawer, Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import './layout.css';

export function AppLayout() {
  const isMobile = useIsMobile();
  const [isNavOpen, setIsNavOpen] = useState(false);
  const closeNav = useCallback(() => setIsNavOpen(false), []);
  // Pages are lazy chunks: a thin bar says one is on its way instead of a frozen screen.
  const isLoading = useNavigation().state === 'loading';

  return (
    <DirtyGuardProvider>
      {isLoading && <div className="studio-progress" role="progressbar" aria-label="Loading" />}
      <Layout style={{ minHeight: '100vh' }} hasSider={!isMobile}>
        {!isMobile && <Sidebar />}
        <Layout style={{ minWidth: 0 }}>
          <TopBar isMobile={isMobile} onOpenNav={() => setIsNavOpen(true)} />
          <GoogleCalendarBanner />
          <DemoDataBanner />
          <Layout.Content
            id="main"
            style={{ padding: isMobile ? '24px 16px 48px' : '40px 40px 64px' }}
          >
            <Outlet />
          </Layout.Content>
        </Layout>
      </Layout>
      {isMobile && <MobileNavDrawer isOpen={isNavOpen} onClose={closeNav} />}
      <NewVersionNotice />
    </DirtyGuardProvider>
  );
}
