// A preValidation hook: a path naming a service of another business (or no service at all)
// answers 404 before the body is even looked at, as the tenancy rule wants.
import type { FastifyRequest } from 'fastify';
import { messages } from '@studio/shared/messages';
import type { Database } from '../../db/client.ts';
import { tenantOf } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid, paramOf } from '../../platform/path-params.ts';
import { requireService } from '../services/lookup.ts';

/** Checks the service named by the `param` path parameter belongs to the tenant. */
export function ownServiceGuard(db: Database, param = 'id') {
  return async (request: FastifyRequest): Promise<void> => {
    const serviceId = paramOf(request, param);
    if (serviceId === undefined) return;
    if (!isUuid(serviceId)) throw AppError.notFound(messages.serviceNotFound);
    await requireService(db, { businessId: tenantOf(request).businessId, serviceId });
  };
}
