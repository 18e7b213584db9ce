// Reads of stored uploads for the modules that show them.
import { and, desc, eq, gte, inArray, like, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from './schema.ts';

export type StoredFile = typeof files.$inferSelect;

/** The business's uploads among `fileIds` whose content type is one of `contentTypes`. */
export async function findBusinessFiles(
  executor: Executor,
  input: { businessId: string; fileIds: string[]; contentTypes: string[] },
): Promise<StoredFile[]> {
  return executor
    .select()
    .from(files)
    .where(
      and(
        eq(files.businessId, input.businessId),
        inArray(files.id, input.fileIds),
        inArray(files.contentType, input.contentTypes),
      ),
    );
}

/** One of the business's uploads, or undefined (another business's file is not found). */
export async function findBusinessFile(
  executor: Executor,
  input: { businessId: string; fileId: string },
): Promise<StoredFile | undefined> {
  const [row] = await executor
    .select()
    .from(files)
    .where(and(eq(files.businessId, input.businessId), eq(files.id, input.fileId)));
  return row;
}

/** The business's uploads stored under `keys` (its website's images and their smaller copies). */
export async function findBusinessFilesByKeys(
  executor: Executor,
  input: { businessId: string; keys: string[] },
): Promise<StoredFile[]> {
  if (input.keys.length === 0) return [];
  return executor
    .select()
    .from(files)
    .where(and(eq(files.businessId, input.businessId), inArray(files.key, input.keys)));
}

/**
 * The keys of the business's photos for templates, newest first: website and service images at
 * least `minWidth` wide, without their smaller copies (named `-w{width}` beside the original).
 */
export async function findBusinessPhotoKeys(
  executor: Executor,
  input: { businessId: string; minWidth: number; limit: number },
): Promise<string[]> {
  const rows = await executor
    .select({ key: files.key })
    .from(files)
    .where(
      and(
        eq(files.businessId, input.businessId),
        like(files.key, `${input.businessId}/images/%`),
        sql`${files.key} !~ '-w[0-9]+\.[a-z0-9]+$'`,
        gte(files.width, input.minWidth),
      ),
    )
    .orderBy(desc(files.createdAt))
    .limit(input.limit);
  return rows.map((row) => row.key);
}
