// How a service's kind is named and coloured on the owner screens.
import { serviceKinds } from '@studio/shared/enums';

export const serviceKindLabels: Record<number, string> = {
  [serviceKinds.MINI_SESSION]: 'Mini session',
  [serviceKinds.SESSION_TYPES]: 'Full session',
  [serviceKinds.BUNDLES]: 'Bundle',
};

/** Calm tag colours, one per kind. */
export const serviceKindTagColors: Record<number, string> = {
  [serviceKinds.MINI_SESSION]: 'green',
  [serviceKinds.SESSION_TYPES]: 'blue',
  [serviceKinds.BUNDLES]: 'purple',
};
