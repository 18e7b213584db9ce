// The writes that change the business itself (its profile, domain, search listing, money,
// connections and public website) need CHANGE or UPDATE, as the owner app's screens for them do
// (apps/web route-access.ts): the API refuses them too, so a member without the capability
// cannot go around the menu. One table, by route pattern, so it reads beside the screens' one;
// auth.ts writes it into each matching route's `requires` at registration (a route naming its
// own keeps it). Reads stay open to every member.
import { changeSettings, type Requirement } from '@studio/shared/permissions';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const settingsRoutes: readonly RegExp[] = [
  // Business Profile: the profile, its fields, the business email, the logo.
  /^\/api\/businesses\/:id\/(profile|:field|request-change-email)$/,
  /^\/api\/options\/logo$/,
  // Payments: the payment services (Stripe) and the payment set-up.
  /^\/api\/businesses\/:id\/payment-services(\/:serviceId)?$/,
  /^\/api\/options\/payment-setup$/,
  // Domain.
  /^\/api\/business-domains\//,
  // Website builder, its set-up and SEO.
  /^\/api\/site\//,
  /^\/api\/options\/(color-theme|typography-theme|web-builder-settings)$/,
  // Integrations and Zoom.
  /^\/api\/integrations\//,
  /^\/api\/facebook\/connect$/,
  /^\/api\/options\/(google-analytics|facebook-pixel|mailchimp-setup|flodesk-setup|zoom-meeting)$/,
  /^\/api\/options\/:name\/integration$/,
];

/** What a business route needs beyond membership by this table; undefined for most. */
export function settingsRequirement(method: string, routeUrl: string): Requirement | undefined {
  if (!WRITE_METHODS.has(method)) return undefined;
  return settingsRoutes.some((pattern) => pattern.test(routeUrl)) ? changeSettings : undefined;
}
