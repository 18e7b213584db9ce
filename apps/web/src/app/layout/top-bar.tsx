// The top bar: global search, New, help, notifications and the account menu.
import { useState } from 'react';
import { Button, Flex, Tooltip } from 'antd';
import {
  MenuOutlined,
  PlusOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { HelpDialog } from '../../features/help/help-dialog.tsx';
import { AccountMenu } from './account-menu.tsx';
import { CreateNewModal } from './create-new-modal.tsx';
import { NotificationsButton } from './notifications-panel.tsx';
import { SearchOverlay } from './search-overlay.tsx';

type Overlay = 'search' | 'create' | 'help';

type TopBarProps = { isMobile: boolean; onOpenNav: () => void };

export function TopBar({ isMobile, onOpenNav }: TopBarProps) {
  const [overlay, setOverlay] = useState<Overlay | undefined>();
  const close = () => setOverlay(undefined);

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
            onClick={() => setOverlay('search')}
            aria-label="Search"
          />
        ) : (
          <button
            type="button"
            className="studio-search-trigger"
            onClick={() => setOverlay('search')}
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
          onClick={() => setOverlay('create')}
          aria-label={isMobile ? 'New' : undefined}
        >
          {isMobile ? null : 'New'}
        </Button>
        <Tooltip title="Help and Support">
          <Button
            type="text"
            shape="circle"
            icon={<QuestionCircleOutlined />}
            onClick={() => setOverlay('help')}
            aria-label="Help and Support"
          />
        </Tooltip>
        <NotificationsButton />
        <AccountMenu />
      </Flex>
      <SearchOverlay isOpen={overlay === 'search'} onClose={close} />
      <CreateNewModal isOpen={overlay === 'create'} onClose={close} />
      <HelpDialog isOpen={overlay === 'help'} onClose={close} />
    </header>
  );
}
