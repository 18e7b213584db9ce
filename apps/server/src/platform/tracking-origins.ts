// Where the businesses' own analytics (Google Analytics 4, the Facebook pixel) load from and send
// to, allowed by the Content-Security-Policy of the booking pages, and of a published website's
// pages when the business set the id.

/** The client's booking pages (booking a service, managing a booking): where tracking runs. */
export function isTrackedPagePath(pathname: string): boolean {
  return /^\/(book|booking)(\/|$)/.test(pathname);
}

const googleAnalytics = {
  scripts: ['https://www.googletagmanager.com'],
  sends: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};
const facebookPixel = {
  scripts: ['https://connect.facebook.net'],
  sends: ['https://www.facebook.com', 'https://connect.facebook.net'],
};

type Directives = Record<string, string[]>;
export type Trackers = { googleAnalytics: boolean; facebookPixel: boolean };

/**
 * The policy with the origins of the chosen trackers added: their scripts, their beacons (fetch)
 * and pixels (img). Both by default, as the booking pages load whichever the business set.
 */
export function withTrackingOrigins(
  directives: Directives,
  trackers: Trackers = { googleAnalytics: true, facebookPixel: true },
): Directives {
  const chosen = [
    ...(trackers.googleAnalytics ? [googleAnalytics] : []),
    ...(trackers.facebookPixel ? [facebookPixel] : []),
  ];
  const scripts = chosen.flatMap((tracker) => tracker.scripts);
  const sends = chosen.flatMap((tracker) => tracker.sends);
  return {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? ["'self'"]), ...scripts],
    connectSrc: [...(directives.connectSrc ?? ["'self'"]), ...sends],
    imgSrc: [...(directives.imgSrc ?? ["'self'"]), ...sends],
  };
}
