// One entry of the navigation (the sidebar, its nested groups, the icon sidebar's fly-out): a link
// marked as the current page when it is the selected entry.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type NavEntryLinkProps = {
  to: string;
  isSelected: boolean;
  isNested?: boolean;
  title?: string;
  onClick?: () => void;
  children: ReactNode;
};

export function NavEntryLink({
  to,
  isSelected,
  isNested = false,
  title,
  onClick,
  children,
}: NavEntryLinkProps) {
  const className = [
    'studio-nav-item',
    isNested && 'studio-nav-item--nested',
    isSelected && 'is-selected',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Link
      to={to}
      className={className}
      aria-current={isSelected ? 'page' : undefined}
      title={title}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
