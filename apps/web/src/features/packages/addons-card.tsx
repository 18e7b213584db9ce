// Stub: replaced in this session by the engineer who owns this feature.
import type { TService } from '@studio/shared/services/contracts';

export function AddonsCard(_props: { service: TService }) {
  return null;
}
