// The account menu in the top bar: who is signed in, their settings, and log out. A menu button
// (WAI-ARIA menu pattern): the arrow keys move between the entries, Home and End jump, Escape
// closes it and returns to the button, Tab or a click elsewhere closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { BankOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { canAccess } from '@studio/shared/permissions';
import { requirementOf } from '../route-access.ts';
import { useSession } from '../session-context.ts';

type Entry = { path: string; icon: ReactNode; label: string } | 'divider';

export function AccountMenu() {
  const { account, business } = useSession();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  /** The entry to focus once the menu is drawn: the first, or the last after ArrowUp. */
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const email = account?.email ?? '';
  // A page the account may not open is not offered (route-access.ts).
  const mayOpen = (path: string) => {
    const requirement = requirementOf(path);
    return !requirement || (account !== undefined && canAccess(account, requirement));
  };

  const entries: Entry[] = [
    { path: '/management/account', icon: <UserOutlined />, label: 'Account' },
    ...(mayOpen('/management/business')
      ? [{ path: '/management/business', icon: <BankOutlined />, label: 'Business Profile' }]
      : []),
    { path: '/account/change-password', icon: <LockOutlined />, label: 'Change password' },
    'divider',
    { path: '/logout', icon: <LogoutOutlined />, label: 'Log out' },
  ];

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? []),
  ];

  useEffect(() => {
    if (!isOpen) return;
    const list = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    (focusOnOpen === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, focusOnOpen]);

  const open = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    setIsOpen(true);
  };
  const close = () => {
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(list.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        // Tab leaves the menu for the next control, closing it on the way.
        setIsOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div ref={wrapperRef} className="studio-account">
      <button
        ref={buttonRef}
        type="button"
        className="studio-icon-button"
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="studio-avatar" aria-hidden>
          {account?.avatar ? (
            <img src={account.avatar} alt="" />
          ) : (
            email.charAt(0).toUpperCase() || <UserOutlined />
          )}
        </span>
      </button>
      {isOpen && (
        <div className="studio-popup">
          {/* Who is signed in: said above the menu, not one of its entries. */}
          <div className="studio-account-who">
            <span className="l-strong">{business?.businessName}</span>
            <span className="l-secondary">{email}</span>
          </div>
          <div className="studio-menu-divider" />
          <ul
            ref={menuRef}
            id={menuId}
            role="menu"
            aria-label="Account menu"
            className="studio-menu"
            onKeyDown={onMenuKeyDown}
          >
            {entries.map((entry, index) =>
              entry === 'divider' ? (
                <li key={`divider-${index}`} role="separator" className="studio-menu-divider" />
              ) : (
                <li key={entry.path} role="none">
                  <button
                    type="button"
                    role="menuitem"
                    tabIndex={-1}
                    className="studio-menu-item"
                    onClick={() => {
                      setIsOpen(false);
                      void navigate(entry.path);
                    }}
                  >
                    <span aria-hidden>{entry.icon}</span>
                    {entry.label}
                  </button>
                </li>
              ),
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
