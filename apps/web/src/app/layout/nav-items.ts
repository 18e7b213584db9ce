// The sidebar's entries and the rule that hides what the account may not use.
import type { ComponentType } from 'react';
import {
  BankOutlined,
  BellOutlined,
  CalendarOutlined,
  ApiOutlined,
  CameraOutlined,
  CreditCardOutlined,
  FileTextOutlined,
  FormOutlined,
  GlobalOutlined,
  HomeOutlined,
  LayoutOutlined,
  MailOutlined,
  SettingOutlined,
  TagOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { canAccess, type Principal, type Requirement } from '@studio/shared/permissions';
import { requirementOf } from '../route-access.ts';

export type NavLink = {
  kind: 'link';
  label: string;
  path: string;
  icon: ComponentType;
  /** A capability and/or role the account needs to see the entry. */
  requires?: Requirement;
};

export type NavGroup = {
  kind: 'group';
  key: string;
  label: string;
  icon: ComponentType;
  children: NavLink[];
};

export type NavEntry = NavLink | NavGroup;

/** An entry that leads to `path` needs what the route needs (route-access.ts). */
function link(label: string, path: string, icon: ComponentType): NavLink {
  const requires = requirementOf(path);
  return { kind: 'link', label, path, icon, ...(requires ? { requires } : {}) };
}

export const navEntries: NavEntry[] = [
  link('Home', '/', HomeOutlined),
  link('Services', '/services', CameraOutlined),
  link('Website builder', '/website', LayoutOutlined),
  link('Contacts', '/contacts', TeamOutlined),
  {
    kind: 'group',
    key: 'management',
    label: 'Management',
    icon: SettingOutlined,
    children: [
      link('Account', '/management/account', UserOutlined),
      link('Business Profile', '/management/business', BankOutlined),
      link('Domain', '/management/domain', GlobalOutlined),
      link('Payments', '/management/payments', CreditCardOutlined),
      link('Emails', '/management/emails', MailOutlined),
      link('Contracts', '/management/contracts', FileTextOutlined),
      link('Questionnaires', '/management/questionnaries', FormOutlined),
      link('Coupons', '/management/coupons', TagOutlined),
      link('Availability', '/management/availability', CalendarOutlined),
      link('Integrations', '/management/integrations', ApiOutlined),
      link('Mobile notification app', '/management/mobile-notification-app', BellOutlined),
    ],
  },
];

/** The entries the principal may see; a group left without children disappears. */
export function visibleNavEntries(entries: readonly NavEntry[], principal: Principal): NavEntry[] {
  const allowed = (link: NavLink) => !link.requires || canAccess(principal, link.requires);
  return entries.flatMap((entry): NavEntry[] => {
    if (entry.kind === 'link') return allowed(entry) ? [entry] : [];
    const children = entry.children.filter(allowed);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The path of the entry that owns the current location: '/' owns only the home screens. */
export function activeNavPath(entries: readonly NavEntry[], pathname: string): string | undefined {
  const homeScreens = /^\/(shoots|inquiries)?(\/|$)/;
  if (homeScreens.test(pathname)) return '/';
  const links = entries.flatMap((entry) => (entry.kind === 'link' ? [entry] : entry.children));
  const owner = links
    .filter((link) => link.path !== '/')
    .filter((link) => pathname === link.path || pathname.startsWith(`${link.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (owner) return owner.path;
  if (pathname.startsWith('/account/')) return '/management/account';
  return undefined;
}
