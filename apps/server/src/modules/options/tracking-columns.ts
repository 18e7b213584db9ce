// What other modules may read of the tracking options inside their own statement: a business's
// Google Analytics and Facebook pixel ids as joinable subqueries (the live site's head query).
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { FACEBOOK_PIXEL, GOOGLE_ANALYTICS } from '@studio/shared/integrations/contracts';
import { options } from './schema.ts';

function trackingIdOf(businessId: AnyPgColumn | SQL, name: string): SQL<string | null> {
  return sql<string | null>`(select ${options.value} ->> 'id' from ${options}
    where ${options.businessId} = ${businessId} and ${options.name} = ${name})`;
}

/** The ids as stored by setTrackingId ({ id }), each null when not set. */
export function trackingIdColumns(businessId: AnyPgColumn | SQL) {
  return {
    googleAnalyticsId: trackingIdOf(businessId, GOOGLE_ANALYTICS),
    facebookPixelId: trackingIdOf(businessId, FACEBOOK_PIXEL),
  };
}
