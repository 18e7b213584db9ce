// The top bar: global search, New, help, notifications and the account menu.
import { Suspense, useState } from 'react';
import {
  MenuOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { LightButton } from '../../ui/light/button.tsx';
import { AccountMenu } from './account-menu.tsx';
import { lazyInAntd } from '../antd-lazy.tsx';
import { NotificationsButton } from './notifications-panel.tsx';

// The overlays load when first wanted, not with every screen: the New dialog alone brings the
// shoot and service forms (date pickers, selects), which no first screen shows. Pointing at or
// focusing a button starts its load, so the dialog is usually there by the click. Each comes
// with antd, under an AntdScope of its own.
const loadSearch = () => import('./search-overlay.tsx');
const loadCreate = () => import('./create-new-modal.tsx');
const loadHelp = () => import('../../features/help/help-dialog.tsx');
const SearchOverlay = lazyInAntd(() => loadSearch().then((m) => m.SearchOverlay));
const CreateNewModal = lazyInAntd(() => loadCreate().then((m) => m.CreateNewModal));
const HelpDialog = lazyInAntd(() => loadHelp().then((m) => m.HelpDialog));

type Overlay = 'search' | 'create' | 'help';

/** Starts loading an overlay's code; a failed load is shown by the lazy component when opened. */
function warm(load: () => Promise<unknown>) {
  return () => void load().catch(() => undefined);
}

type TopBarProps = { isMobile: boolean; onOpenNav: () => void };

export function TopBar({ isMobile, onOpenNav }: TopBarProps) {
  const [overlay, setOverlay] = useState<Overlay | undefined>();
  // An overlay stays mounted once opened, so closing it can animate and reopening is instant.
  const [opened, setOpened] = useState<ReadonlySet<Overlay>>(new Set());
  const open = (next: Overlay) => {
    setOpened((current) => (current.has(next) ? current : new Set(current).add(next)));
    setOverlay(next);
  };
  const close = () => setOverlay(undefined);
  const warmSearch = warm(loadSearch);

  return (
    <header className={isMobile ? 'studio-topbar studio-topbar--mobile' : 'studio-topbar'}>
      {isMobile && (
        <LightButton
          variant="text"
          className="studio-square-button"
          icon={<MenuOutlined />}
          onClick={onOpenNav}
          aria-label="Open menu"
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        {isMobile ? (
          <LightButton
            variant="text"
            isIconOnly
            icon={<SearchOutlined />}
            onClick={() => open('search')}
            onPointerEnter={warmSearch}
            onFocus={warmSearch}
            aria-label="Search"
          />
        ) : (
          <button
            type="button"
            className="studio-search-trigger"
            onClick={() => open('search')}
            onPointerEnter={warmSearch}
            onFocus={warmSearch}
          >
            <SearchOutlined aria-hidden />
            <span>Search shoots, inquiries and clients</span>
          </button>
        )}
      </div>
      <div className="studio-topbar-actions">
        <LightButton
          variant="primary"
          icon={<PlusOutlined />}
          onClick={() => open('create')}
          onPointerEnter={warm(loadCreate)}
          onFocus={warm(loadCreate)}
          aria-label={isMobile ? 'New' : undefined}
          className={isMobile ? 'studio-square-button' : undefined}
        >
          {isMobile ? null : 'New'}
        </LightButton>
        <LightButton
          variant="text"
          isIconOnly
          icon={<QuestionCircleOutlined />}
          onClick={() => open('help')}
          onPointerEnter={warm(loadHelp)}
          onFocus={warm(loadHelp)}
          aria-label="Help and Support"
          title="Help and Support"
        />
        <NotificationsButton />
        <AccountMenu />
      </div>
      <Suspense fallback={null}>
        {opened.has('search') && <SearchOverlay isOpen={overlay === 'search'} onClose={close} />}
        {opened.has('create') && <CreateNewModal isOpen={overlay === 'create'} onClose={close} />}
        {opened.has('help') && <HelpDialog isOpen={overlay === 'help'} onClose={close} />}
      </Suspense>
    </header>
  );
}
