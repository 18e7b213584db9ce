// The social sign-in providers as plain values, with no schema library: the light login page
// imports them without loading zod.
export const socialProviders = ['google', 'facebook'] as const;
export type TSocialProvider = (typeof socialProviders)[number];
export const socialProviderNames: Record<TSocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** The web app's page the providers send the browser back to (relative to APP_URL). */
export const socialCallbackPath = (provider: TSocialProvider) => `/social/${provider}`;
