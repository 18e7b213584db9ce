// Which routes need a capability or a role, in one table: the router wraps each of them in
// RequireAccess (403 'Access denied') and the sidebar hides the entries that lead to them, so a
// menu never offers a page that would refuse the account.
//
// The permission names are SPEC's: VIEW, CHANGE, CREATE, UPDATE. Viewing shoots, inquiries,
// contacts, services and templates is everyone's work; what changes the business itself (its
// profile, domain, search listing, money, connections and the public website) needs CHANGE or
// UPDATE. The icon gallery is a tool for whoever builds the product: the Administrator role.
// An Administrator, or the capability '**', passes every rule (packages/shared/permissions.ts).
import { ADMINISTRATOR, changeSettings, type Requirement } from '@studio/shared/permissions';

/** The route paths (as the router declares them) and what each needs. */
export const routeAccess: Readonly<Record<string, Requirement>> = {
  '/start': changeSettings,
  '/website': changeSettings,
  '/management/business': changeSettings,
  '/management/domain': changeSettings,
  '/management/seo': changeSettings,
  '/management/payments': changeSettings,
  '/management/integrations': changeSettings,
  '/zoom': changeSettings,
  '/icons': { role: ADMINISTRATOR },
};

/** What the route at `path` needs; undefined when any signed-in account may open it. */
export function requirementOf(path: string): Requirement | undefined {
  return routeAccess[path];
}
