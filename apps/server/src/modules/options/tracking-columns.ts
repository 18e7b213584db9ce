// What other modules may read of the tracking options inside their own statement: a business's
// Google Analytics and Facebook pixel ids as joinable subqueries (the live site's head query).
import { sql, type SQL } from 'drizzle-orm';
import { FACEBOOK_PIXEL, GOOGLE_ANALYTICS } from '@studio/shared/integrations/contracts';
import { options } from './schema.ts';

function trackingIdOf(businessId: SQL, name: string): SQL<string | null> {
  return sql<string | null>`(select o.value ->> 'id' from ${options} o
    where o.business_id = ${businessId} and o.name = ${name})`;
}

/**
 * The ids as stored by setTrackingId ({ id }), each null when not set. `businessId` must be
 * written qualified (a bare "business_id" would name the option's own column).
 */
export function trackingIdColumns(businessId: SQL) {
  return {
    googleAnalyticsId: trackingIdOf(businessId, GOOGLE_ANALYTICS),
    facebookPixelId: trackingIdOf(businessId, FACEBOOK_PIXEL),
  };
}
