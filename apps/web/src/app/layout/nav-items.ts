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

/** Changing the business's money, domain or connections is more than viewing it. */
const changeSettings: Requirement = { cap: 'CHANGE|UPDATE' };

export const navEntries: NavEntry[] = [
  { kind: 'link', label: 'Home', path: '/', icon: HomeOutlined },
  { kind: 'link', label: 'Services', path: '/services', icon: CameraOutlined },
  { kind: 'link', label: 'Website builder', path: '/website', icon: LayoutOutlined },
  { kind: 'link', label: 'Contacts', path: '/contacts', icon: TeamOutlined },
  {
    kind: 'group',
    key: 'management',
    label: 'Management',
    icon: SettingOutlined,
    children: [
      { kind: 'link', label: 'Account', path: '/management/account', icon: UserOutlined },
      {
        kind: 'link',
        label: 'Business Profile',
        path: '/management/business',
        icon: BankOutlined,
        requires: changeSettings,
      },
      {
        kind: 'link',
        label: 'Domain',
        path: '/management/domain',
        icon: GlobalOutlined,
        requires: changeSettings,
      },
      {
        kind: 'link',
        label: 'Payments',
        path: '/management/payments',
        icon: CreditCardOutlined,
        requires: changeSettings,
      },
      { kind: 'link', label: 'Emails', path: '/management/emails', icon: MailOutlined },
      { kind: 'link', label: 'Contracts', path: '/management/contracts', icon: FileTextOutlined },
      {
        kind: 'link',
        label: 'Questionnaires',
        path: '/management/questionnaries',
        icon: FormOutlined,
      },
      { kind: 'link', label: 'Coupons', path: '/management/coupons', icon: TagOutlined },
      {
        kind: 'link',
        label: 'Availability',
        path: '/management/availability',
        icon: CalendarOutlined,
      },
      {
        kind: 'link',
        label: 'Integrations',
        path: '/management/integrations',
        icon: ApiOutlined,
        requires: changeSettings,
      },
      {
        kind: 'link',
        label: 'Mobile notification app',
        path: '/management/mobile-notification-app',
        icon: BellOutlined,
      },
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
