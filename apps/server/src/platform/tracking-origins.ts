// Where the businesses' own analytics (Google Analytics 4, the Facebook pixel) load from and send
// to, allowed by the Content-Security-Policy of the booking pages only.

/** The client's booking pages (booking a service, managing a booking): where tracking runs. */
export function isTrackedPagePath(pathname: string): boolean {
  return /^\/(book|booking)(\/|$)/.test(pathname);
}

const scriptOrigins = ['https://www.googletagmanager.com', 'https://connect.facebook.net'];
const sendOrigins = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://www.facebook.com',
  'https://connect.facebook.net',
];

type Directives = Record<string, string[]>;

/** The policy with the analytics origins added: scripts, their beacons (fetch) and pixels (img). */
export function withTrackingOrigins(directives: Directives): Directives {
  return {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? ["'self'"]), ...scriptOrigins],
    connectSrc: [...(directives.connectSrc ?? ["'self'"]), ...sendOrigins],
    imgSrc: [...(directives.imgSrc ?? ["'self'"]), ...sendOrigins],
  };
}
