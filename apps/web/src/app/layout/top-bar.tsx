// The top bar: global search, New, help, notifications and the account menu.
import { lazy, Suspense, useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import {
  MenuOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { AccountMenu } from './account-menu.tsx';
import { NotificationsButton } from './notifications-panel.tsx';

// The overlays load when first wanted, not with every screen: the New dialog alone brings the
// shoot and service forms (date pickers, selects), which no first screen shows. Pointing at or
// focusing a button starts its load, so the dialog is usually there by the click.
const loadSearch = () => import('./search-overlay.tsx');
const loadCreate = () => import('./create-new-modal.tsx');
const loadHelp = () => import('../../features/help/help-dialog.tsx');
const SearchOverlay = lazy(() => loadSearch().then((m) => ({ default: m.SearchOverlay })));
const CreateNewModal = lazy(() => loadCreate().then((m) => ({ default: m.CreateNewModal })));
const HelpDialog = lazy(() => loadHelp().then((m) => ({ default: m.HelpDialog })));

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
        <Button type="text" icon={<MenuOutlined />} onClick={onOpenNav} aria-label="Open menu" />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        {isMobile ? (
          <Button
            type="text"
            shape="circle"
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
      <Flex align="center" gap={isMobile ? 4 : 8}>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open('create')}
          onPointerEnter={warm(loadCreate)}
          onFocus={warm(loadCreate)}
          aria-label={isMobile ? 'New' : undefined}
        >
          {isMobile ? null : 'New'}
        </Button>
        <Tooltip title="Help and Support">
          <Button
            type="text"
            shape="circle"
            icon={<QuestionCircleOutlined />}
            onClick={() => open('help')}
            onPointerEnter={warm(loadHelp)}
            onFocus={warm(loadHelp)}
            aria-label="Help and Support"
          />
        </Tooltip>
        <NotificationsButton />
        <AccountMenu />
      </Flex>
      <Suspense fallback={null}>
        {opened.has('search') && <SearchOverlay isOpen={overlay === 'search'} onClose={close} />}
        {opened.has('create') && <CreateNewModal isOpen={overlay === 'create'} onClose={close} />}
        {opened.has('help') && <HelpDialog isOpen={overlay === 'help'} onClose={close} />}
      </Suspense>
    </header>
  );
}
