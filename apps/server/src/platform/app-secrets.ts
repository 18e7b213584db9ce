// Values generated once and shared by every instance on the database (the access-token key, the
// document-sealing certificate). Two instances starting at once may both generate one: the first
// insert wins and both go on with the stored value, so no instance ever uses a value of its own.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { appSecrets } from './secrets-schema.ts';

/**
 * The stored value named `name`, generated and stored first when there is none. `generate` runs
 * only when no value is stored yet, so an expensive one (a key pair) is made once, not per start.
 */
export async function resolveAppSecret(
  db: Database,
  name: string,
  generate: () => string | Promise<string>,
): Promise<string> {
  const stored = await readAppSecret(db, name);
  if (stored !== undefined) return stored;
  const generated = await generate();
  await db.insert(appSecrets).values({ name, value: generated }).onConflictDoNothing();
  const kept = await readAppSecret(db, name);
  if (kept === undefined) throw new Error(`The app secret "${name}" could not be stored`);
  return kept;
}

async function readAppSecret(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  return row?.value;
}
