// A group of the icon-only sidebar: its button opens the group's entries in a small list beside
// the sidebar. Escape closes it and returns to the button, as do a click elsewhere, focus leaving
// it, and choosing an entry. It is a disclosure, not a menu: its entries are ordinary links,
// reached with Tab after the button.
import { useEffect, useId, useRef, useState } from 'react';
import { NavEntryLink } from './nav-entry-link.tsx';
import type { NavGroup } from './nav-items.ts';

const GAP = 8;
/** layout.css: an entry is 40 px tall with 4 px between, in a list padded 4 px. */
const ITEM_HEIGHT = 44;
const LIST_PADDING = 8;

type NavFlyoutProps = { group: NavGroup; selected: string | undefined; hasSelected: boolean };

export function NavFlyout({ group, selected, hasSelected }: NavFlyoutProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [top, setTop] = useState(0);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const Icon = group.icon;

  const toggle = () => {
    const button = buttonRef.current;
    if (!isOpen && button) {
      // Beside its button, moved up as far as needed to stay inside the window.
      const height = group.children.length * ITEM_HEIGHT + LIST_PADDING;
      const wanted = button.getBoundingClientRect().top;
      setTop(Math.max(GAP, Math.min(wanted, window.innerHeight - height - GAP)));
    }
    setIsOpen(!isOpen);
  };

  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    // The list is placed once, where the button was: a resize would leave it astray.
    const onResize = () => setIsOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('resize', onResize);
    };
  }, [isOpen]);

  return (
    <div
      ref={wrapperRef}
      className="studio-nav-flyout"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.preventDefault();
        setIsOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={hasSelected ? 'studio-nav-item is-active' : 'studio-nav-item'}
        aria-expanded={isOpen}
        aria-controls={listId}
        title={group.label}
        onClick={toggle}
      >
        <span className="studio-nav-icon" aria-hidden>
          <Icon />
        </span>
        <span className="studio-visually-hidden">{group.label}</span>
      </button>
      <ul
        id={listId}
        className="studio-nav-popup"
        aria-label={group.label}
        hidden={!isOpen}
        style={{ top }}
      >
        {group.children.map((child) => (
          <li key={child.path}>
            <NavEntryLink
              to={child.path}
              isSelected={child.path === selected}
              onClick={() => setIsOpen(false)}
            >
              <span className="studio-nav-label">{child.label}</span>
            </NavEntryLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
