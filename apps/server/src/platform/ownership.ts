// One ownership check for the ids in a path. A route declares what its path parameters name,
// `config: { owns: { id: 'service' } }`; modules register the check of each kind at start-up; one
// hook runs the checks before validation, so a path naming another business's (or an unknown, or a
// malformed) record answers 404 whatever the body holds, and nothing about it can be learnt from
// validation messages.
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { messages } from '@studio/shared/messages';
import { tenantOf } from './auth.ts';
import { AppError } from './errors.ts';
import { isUuid, paramOf } from './path-params.ts';

/** How to tell whether the tenant owns a record of one kind, named by an id in a path. */
export type Owner = {
  /** The 404 message for an id that cannot name a record of this kind. */
  notFound: string;
  /** Whether the id can name a record of this kind at all; a UUID unless said otherwise. */
  isWellFormed?: (id: string) => boolean;
  /**
   * Throws (404) unless the tenant owns the record. `checked` holds the ids this path named
   * before this one, by kind, all already the tenant's (an entry checked within its service).
   */
  check(input: {
    businessId: string;
    id: string;
    checked: Readonly<Record<string, string>>;
  }): Promise<unknown>;
};

export type OwnershipRegistry = {
  register(kind: string, owner: Owner): void;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** Path parameter -> the kind of record it names, checked in this order. */
    owns?: Readonly<Record<string, string>>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    ownership: OwnershipRegistry;
  }
}

/** The business in a path must be the tenant's own. */
const businessOwner: Owner = {
  notFound: messages.businessNotFound,
  isWellFormed: () => true,
  check: async ({ businessId, id }) => {
    if (id !== businessId) throw AppError.notFound(messages.businessNotFound);
  },
};

/**
 * Adds the hook and `app.ownership`, where modules register their kinds. Register it before the
 * routes: a route naming a parameter its path lacks fails at once, and a kind nobody registered
 * fails when the app gets ready.
 */
export function registerOwnership(app: FastifyInstance): void {
  const owners = new Map<string, Owner>([['business', businessOwner]]);
  const declared = new Set<string>();
  app.decorate('ownership', {
    register(kind, owner) {
      if (owners.has(kind)) throw new Error(`The ownership of "${kind}" is registered twice`);
      owners.set(kind, owner);
    },
  } satisfies OwnershipRegistry);

  // Run the check on the routes that declare one only: the others pay nothing for it.
  const checkOwnership = async (
    request: FastifyRequest,
    owns: Readonly<Record<string, string>>,
  ) => {
    const { businessId } = tenantOf(request);
    const checked: Record<string, string> = {};
    for (const [param, kind] of Object.entries(owns)) {
      const owner = owners.get(kind);
      if (!owner) throw new Error(`No ownership check for ${kind}`);
      const id = paramOf(request, param) ?? '';
      if (!(owner.isWellFormed ?? isUuid)(id)) throw AppError.notFound(owner.notFound);
      await owner.check({ businessId, id, checked });
      checked[kind] = id;
    }
  };
  app.addHook('onRoute', (route) => {
    const owns = route.config?.owns;
    if (!owns) return;
    for (const [param, kind] of Object.entries(owns)) {
      if (!route.url.split('/').includes(`:${param}`)) {
        throw new Error(`${route.url} declares the ownership of :${param}, which it does not have`);
      }
      declared.add(kind);
    }
    // After the app's own preValidation hooks (the input guard), before the route's.
    const own: preValidationAsyncHookHandler = (request) => checkOwnership(request, owns);
    route.preValidation = [own, ...[route.preValidation ?? []].flat()];
  });
  app.addHook('onReady', async () => {
    const missing = [...declared].filter((kind) => !owners.has(kind));
    if (missing.length > 0) throw new Error(`No ownership check for ${missing.join(', ')}`);
  });
}
