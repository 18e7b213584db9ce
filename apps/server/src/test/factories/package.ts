// A package and an add-on of a service, inserted directly; what is not given keeps the table's
// default.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { addons, packages } from '../../modules/packages/schema.ts';
import type { Owner } from './owner.ts';

type Tenant = Pick<Owner, 'businessId'>;

export type PackageOptions = Omit<
  typeof packages.$inferInsert,
  'id' | 'businessId' | 'name' | 'totalFee'
> & { name?: string; totalFee?: number };

export async function createPackage(
  app: FastifyInstance,
  owner: Tenant,
  options: PackageOptions,
): Promise<{ id: string }> {
  const [row] = await app.deps.db
    .insert(packages)
    .values({
      ...options,
      businessId: owner.businessId,
      name: options.name ?? `Package ${crypto.randomBytes(4).toString('hex')}`,
      totalFee: options.totalFee ?? 20000,
    })
    .returning({ id: packages.id });
  if (!row) throw new Error('package insert returned nothing');
  return row;
}

export type AddonOptions = Omit<typeof addons.$inferInsert, 'id' | 'businessId' | 'name'> & {
  name?: string;
};

export async function createAddon(
  app: FastifyInstance,
  owner: Tenant,
  options: AddonOptions,
): Promise<{ id: string }> {
  const [row] = await app.deps.db
    .insert(addons)
    .values({
      ...options,
      businessId: owner.businessId,
      name: options.name ?? `Add-on ${crypto.randomBytes(4).toString('hex')}`,
    })
    .returning({ id: addons.id });
  if (!row) throw new Error('add-on insert returned nothing');
  return row;
}
