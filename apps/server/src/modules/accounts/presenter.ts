import type { TAccount, TLogin } from '@studio/shared/account/contracts';
import { presentBusiness } from '../businesses/presenter.ts';
import type { AccountView, LoginRow } from './account-service.ts';

export function presentAccount(view: AccountView): TAccount {
  const { account, memberships, logins } = view;
  // The owner acts within the first business, so its membership carries the permissions.
  const first = memberships[0];
  return {
    id: account.id,
    loggedIn: true,
    email: account.email,
    emailConfirmed: account.emailConfirmedAt !== null,
    pendingEmail: account.pendingEmail,
    avatar: account.avatar,
    hasPassword: account.passwordHash !== null,
    allowTracking: account.allowTracking,
    roles: first?.roles ?? [],
    caps: first?.caps ?? [],
    logins: presentLogins(logins),
    businesses: memberships.map((m) => presentBusiness(m.business)),
    connectedPaymentServices: [],
    connectedIntegrationsServices: [],
    connectedSocialServices: [],
    domains: view.domains.map((domain) => ({
      domain: domain.hostname,
      businessId: domain.businessId,
      isActive: true,
    })),
  };
}

export function presentLogins(rows: LoginRow[]): TLogin[] {
  return rows.map((row) => ({ provider: row.provider, providerKey: row.providerKey }));
}
