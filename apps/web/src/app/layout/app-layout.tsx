// The logged-in layout: sidebar (drawer on mobile), top bar, page content. Drawn without antd:
// the parts that use it (the overlays, the notifications panel, the new-version notice) load
// when wanted, each under an AntdScope of its own.
import { useCallback, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { DirtyGuardProvider } from '../../ui/dirty-guard-provider.tsx';
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
      <div className="studio-shell">
        {!isMobile && <Sidebar />}
        <div className="studio-column">
          <TopBar isMobile={isMobile} onOpenNav={() => setIsNavOpen(true)} />
          <GoogleCalendarBanner />
          <DemoDataBanner />
          <main id="main" className={isMobile ? 'studio-main studio-main--mobile' : 'studio-main'}>
            <Outlet />
          </main>
        </div>
      </div>
      {isMobile && <MobileNavDrawer isOpen={isNavOpen} onClose={closeNav} />}
      <NewVersionNotice />
    </DirtyGuardProvider>
  );
}
