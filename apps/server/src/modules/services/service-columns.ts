// The service columns another module's query may join, to show a service's name, colour and kind
// or to leave deleted services out: a read-only subquery rather than the table, so only this module
// names its table while the caller's query stays one statement.
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { services } from './schema.ts';

/** Join it as `name` (each join of one query needs its own name). */
export function serviceColumns<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({
      id: services.id,
      businessId: services.businessId,
      name: services.name,
      color: services.color,
      kind: services.kind,
      deletedAt: services.deletedAt,
    })
    .from(services)
    .as(name);
}
