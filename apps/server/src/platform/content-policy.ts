// The Content-Security-Policy of every page: 'self' only (inline styles allowed for antd; images
// also from data: and blob:). The booking pages, and a published website whose business set an
// analytics id, add exactly the origins of those analytics.
import { helmetHeaders } from './security-headers.ts';
import { withTrackingOrigins, type Trackers } from './tracking-origins.ts';

export const baseDirectives: Record<string, string[]> = {
  defaultSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameAncestors: ["'self'"],
};

const policies = new Map<string, string>();

/** The policy header allowing the chosen trackers (null when none: the default applies). */
export function trackingPolicy(trackers: Trackers): string | null {
  if (!trackers.googleAnalytics && !trackers.facebookPixel) return null;
  const key = `${trackers.googleAnalytics}|${trackers.facebookPixel}`;
  let policy = policies.get(key);
  if (policy === undefined) {
    const headers = helmetHeaders({
      contentSecurityPolicy: { directives: withTrackingOrigins(baseDirectives, trackers) },
    });
    policy = headers['content-security-policy'] ?? '';
    policies.set(key, policy);
  }
  return policy;
}
