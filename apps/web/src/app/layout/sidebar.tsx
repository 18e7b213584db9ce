// The sidebar: 240 px from 1608 px of viewport, 72 px (icons) below, a drawer on mobile.
import { useMemo, useState } from 'react';
import {
  Avatar,
  ConfigProvider,
  Drawer,
  Layout,
  Menu,
  Typography,
  type MenuProps,
  type ThemeConfig,
} from 'antd';
import { Link, useLocation } from 'react-router';
import { sidebarWidths } from '@studio/shared/constants';
import { useSession } from '../session-context.ts';
import { brand } from '../theme.ts';
import { useViewportSize, viewportSizeFor } from '../../ui/use-viewport-width.ts';
import { activeNavPath, navEntries, visibleNavEntries, type NavEntry } from './nav-items.ts';

type MenuItem = Required<MenuProps>['items'][number];

export function sidebarWidthFor(viewportWidth: number): number {
  return viewportSizeFor(viewportWidth) === 'wide' ? sidebarWidths.wide : sidebarWidths.narrow;
}

/** The entries the signed-in account may see. */
function useVisibleEntries(): NavEntry[] {
  const { account } = useSession();
  const roles = account?.roles;
  const caps = account?.caps;
  return useMemo(
    () => visibleNavEntries(navEntries, { roles: roles ?? [], caps: caps ?? [] }),
    [roles, caps],
  );
}

/** Entries inside a group go without icons: the group's icon stands for them, and the longest
 * labels ('Mobile notification app') need the room. */
function toMenuItems(entries: NavEntry[], onNavigate?: () => void, isNested = false): MenuItem[] {
  return entries.map((entry) => {
    const Icon = entry.icon;
    if (entry.kind === 'group') {
      return {
        key: entry.key,
        label: entry.label,
        icon: <Icon />,
        children: toMenuItems(entry.children, onNavigate, true),
      };
    }
    return {
      key: entry.path,
      icon: isNested ? undefined : <Icon />,
      label: (
        <Link to={entry.path} onClick={onNavigate}>
          {entry.label}
        </Link>
      ),
    };
  });
}

/** Nested entries sit on the sider's white, not on a grey band. */
const menuTheme: ThemeConfig = { components: { Menu: { subMenuItemBg: '#FFFFFF' } } };

function NavMenu({ isCollapsed, onNavigate }: { isCollapsed: boolean; onNavigate?: () => void }) {
  const entries = useVisibleEntries();
  const { pathname } = useLocation();
  const selected = activeNavPath(entries, pathname);
  const items = useMemo(() => toMenuItems(entries, onNavigate), [entries, onNavigate]);
  const [openKeys, setOpenKeys] = useState<string[]>(['management']);
  return (
    <ConfigProvider theme={menuTheme}>
      <Menu
        mode="inline"
        inlineCollapsed={isCollapsed}
        items={items}
        selectedKeys={selected ? [selected] : []}
        // A collapsed menu shows groups as fly-outs; its open state must not leak into the wide one.
        {...(isCollapsed ? {} : { openKeys, onOpenChange: setOpenKeys })}
        style={{ borderInlineEnd: 'none', paddingBottom: 24 }}
        aria-label="Main navigation"
      />
    </ConfigProvider>
  );
}

/** The business's logo, or its initials on the accent colour, with its name when there is room. */
function BusinessMark({ showName }: { showName: boolean }) {
  const { business } = useSession();
  const name = business?.businessName ?? '';
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <Link
      to="/"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        minHeight: 64,
        padding: showName ? '12px 20px' : '12px 0',
        justifyContent: showName ? 'flex-start' : 'center',
        color: 'inherit',
      }}
    >
      {business?.logoUrl ? (
        // A logo is shown whole (contain), never cropped to a square.
        <img
          src={business.logoUrl}
          alt=""
          style={{ width: 36, height: 36, flex: 'none', objectFit: 'contain', borderRadius: 8 }}
        />
      ) : (
        // The initials only stand for the name the link's label says in full.
        <Avatar
          aria-hidden
          shape="square"
          size={36}
          style={{ background: brand.accent, flex: 'none', fontWeight: 700, borderRadius: 8 }}
        >
          {initials || 'S'}
        </Avatar>
      )}
      {/* The link's name, read in full; the initials and the name on screen stand for it. */}
      <span className="studio-visually-hidden">{`${name || 'Studio'}: home`}</span>
      {showName && (
        <Typography.Paragraph
          aria-hidden
          strong
          ellipsis={{ rows: 2 }}
          style={{ margin: 0, fontSize: 15, lineHeight: 1.3 }}
        >
          {name}
        </Typography.Paragraph>
      )}
    </Link>
  );
}

export function Sidebar() {
  const isNarrow = useViewportSize() !== 'wide';
  return (
    <Layout.Sider
      data-testid="sidebar"
      theme="light"
      width={sidebarWidths.wide}
      collapsedWidth={sidebarWidths.narrow}
      collapsed={isNarrow}
      collapsible
      trigger={null}
      style={{
        position: 'sticky',
        top: 0,
        height: '100vh',
        overflowY: 'auto',
        overflowX: 'hidden',
        borderInlineEnd: `1px solid ${brand.line}`,
      }}
    >
      <BusinessMark showName={!isNarrow} />
      <NavMenu isCollapsed={isNarrow} />
    </Layout.Sider>
  );
}

/** On mobile the same navigation slides in from the left. */
export function MobileNavDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      placement="left"
      size={280}
      closable={false}
      styles={{ body: { padding: 0 } }}
      title={null}
      // Without a title the dialog needs a name of its own.
      aria-label="Menu"
    >
      <BusinessMark showName />
      <NavMenu isCollapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
