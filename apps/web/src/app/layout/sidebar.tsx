// The sidebar: 240 px from 1608 px of viewport, 72 px (icons) below, a drawer on mobile.
import { useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router';
import { sidebarWidths } from '@studio/shared/constants';
import { useSession } from '../session-context.ts';
import { useViewportSize, viewportSizeFor } from '../../ui/use-viewport-width.ts';
import { activeNavPath, navEntries, visibleNavEntries, type NavEntry } from './nav-items.ts';
import { NavEntryLink } from './nav-entry-link.tsx';
import { NavFlyout } from './nav-flyout.tsx';
import { useModalFocus } from './use-modal-focus.ts';

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

function ChevronIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      className={isOpen ? 'studio-nav-chevron is-open' : 'studio-nav-chevron'}
      width="10"
      height="10"
      viewBox="0 0 10 10"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M1.5 3.5 5 7l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

type NavListProps = { isCollapsed: boolean; onNavigate?: () => void };

/**
 * The entries as links. Wide, a group opens in place (Management open at first) and its entries
 * go without icons: the group's icon stands for them, and the longest labels ('Mobile
 * notification app') need the room. Collapsed to icons, each link is named by its hidden label
 * (and titled for the pointer), and a group's button opens its entries beside the sidebar.
 */
function NavList({ isCollapsed, onNavigate }: NavListProps) {
  const entries = useVisibleEntries();
  const { pathname } = useLocation();
  const selected = activeNavPath(entries, pathname);
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set(['management']));
  const groupId = useId();

  const toggle = (key: string) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <nav aria-label="Main navigation" className="studio-nav">
      <ul className="studio-nav-list">
        {entries.map((entry) => {
          const Icon = entry.icon;
          if (entry.kind === 'link') {
            const isSelected = entry.path === selected;
            return (
              <li key={entry.path}>
                <NavEntryLink
                  to={entry.path}
                  isSelected={isSelected}
                  title={isCollapsed ? entry.label : undefined}
                  onClick={onNavigate}
                >
                  <span className="studio-nav-icon" aria-hidden>
                    <Icon />
                  </span>
                  <span className={isCollapsed ? 'studio-visually-hidden' : 'studio-nav-label'}>
                    {entry.label}
                  </span>
                </NavEntryLink>
              </li>
            );
          }
          const hasSelected = entry.children.some((child) => child.path === selected);
          if (isCollapsed)
            return (
              <li key={entry.key}>
                <NavFlyout group={entry} selected={selected} hasSelected={hasSelected} />
              </li>
            );
          const isOpen = openGroups.has(entry.key);
          const listId = `${groupId}-${entry.key}`;
          return (
            <li key={entry.key}>
              <button
                type="button"
                className={hasSelected ? 'studio-nav-item is-active' : 'studio-nav-item'}
                aria-expanded={isOpen}
                aria-controls={listId}
                onClick={() => toggle(entry.key)}
              >
                <span className="studio-nav-icon" aria-hidden>
                  <Icon />
                </span>
                <span className="studio-nav-label">{entry.label}</span>
                <ChevronIcon isOpen={isOpen} />
              </button>
              <ul id={listId} className="studio-nav-list" hidden={!isOpen}>
                {entry.children.map((child) => (
                  <li key={child.path}>
                    <NavEntryLink
                      to={child.path}
                      isSelected={child.path === selected}
                      isNested
                      onClick={onNavigate}
                    >
                      <span className="studio-nav-label">{child.label}</span>
                    </NavEntryLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The business's logo, or its initials on the accent colour, with its name when there is room. */
function BusinessMark({ showName }: { showName: boolean }) {
  const { business } = useSession();
  const name = business?.businessName ?? '';
  return (
    <Link to="/" className={showName ? 'studio-business-mark' : 'studio-business-mark is-compact'}>
      {business?.logoUrl ? (
        // A logo is shown whole (contain), never cropped to a square.
        <img className="studio-business-logo" src={business.logoUrl} alt="" />
      ) : (
        // The initials only stand for the name the link's label says in full.
        <span className="studio-business-initials" aria-hidden>
          {initialsOf(name) || 'S'}
        </span>
      )}
      {/* The link's name, read in full; the initials and the name on screen stand for it. */}
      <span className="studio-visually-hidden">{`${name || 'Studio'}: home`}</span>
      {showName && (
        <span className="studio-business-name" aria-hidden>
          {name}
        </span>
      )}
    </Link>
  );
}

export function Sidebar() {
  const isNarrow = useViewportSize() !== 'wide';
  return (
    <aside
      data-testid="sidebar"
      className={isNarrow ? 'studio-sider is-collapsed' : 'studio-sider'}
      style={{ width: isNarrow ? sidebarWidths.narrow : sidebarWidths.wide }}
    >
      <BusinessMark showName={!isNarrow} />
      <NavList isCollapsed={isNarrow} />
    </aside>
  );
}

/**
 * On mobile the same navigation slides in from the left: a modal dialog (focus kept inside,
 * Escape or the backdrop closes it, focus goes back to the menu button).
 */
export function MobileNavDrawer({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(panelRef, isOpen, onClose);
  if (!isOpen) return null;
  return createPortal(
    <div className="studio-drawer-root">
      <div className="studio-drawer-backdrop" aria-hidden onClick={onClose} />
      <div
        ref={panelRef}
        className="studio-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        tabIndex={-1}
      >
        <BusinessMark showName />
        <NavList isCollapsed={false} onNavigate={onClose} />
      </div>
    </div>,
    document.body,
  );
}
