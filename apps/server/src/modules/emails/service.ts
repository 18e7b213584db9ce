// Email templates: the photographer's templates and the defaults every business has, their
// content sanitised before it is stored, one optional attachment (an upload of the business).
import { and, asc, count, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  TEmailTemplate,
  TEmailTemplateKind,
  TEmailTemplateListItem,
  TEmailTemplatePage,
  ZListEmailTemplatesQuery,
  ZSaveEmailTemplateRequest,
} from '@studio/shared/emails/contracts';
import { isBlankRichText } from '@studio/shared/contract-templates/requests';
import { messages } from '@studio/shared/messages';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/search-text.ts';
import { AppError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/sanitize.ts';
import { findBusinessFile } from '../../platform/storage/file-queries.ts';
import { defaultTemplateKinds, storedDefaultOf } from './defaults.ts';
import { presentEmailTemplate, type TemplateRow } from './presenter.ts';
import { emailTemplates } from './schema.ts';

type Tenant = { businessId: string };
type SaveInput = z.output<typeof ZSaveEmailTemplateRequest>;
type ListQuery = z.output<typeof ZListEmailTemplatesQuery>;

/**
 * Adds the default templates a business lacks. A new business gets them in the transaction that
 * creates it; a business made before the defaults existed gets them on its first read. Two first
 * reads at once are safe: the unique (business, kind) index lets one insert win, the other adds
 * nothing. A default is never deleted, so once present this is one indexed read.
 */
export async function ensureDefaultTemplates(executor: Executor, input: Tenant): Promise<void> {
  const present = await executor
    .select({ kind: emailTemplates.kind })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.businessId, input.businessId), isNotNull(emailTemplates.kind)));
  const have = new Set(present.map((row) => row.kind));
  const missing = defaultTemplateKinds.filter((kind) => !have.has(kind));
  if (missing.length === 0) return;
  await executor
    .insert(emailTemplates)
    .values(
      missing.map((kind) => ({ businessId: input.businessId, kind, ...storedDefaultOf(kind) })),
    )
    .onConflictDoNothing();
}

/** Default kinds in their list order, then the photographer's templates by name. */
const listOrder = [
  sql`case when ${emailTemplates.kind} is null then 1 else 0 end`,
  sql`array_position(array[${sql.join(
    defaultTemplateKinds.map((kind) => sql`${kind}`),
    sql`, `,
  )}]::text[], ${emailTemplates.kind})`,
  asc(emailTemplates.name),
  asc(emailTemplates.id),
];

async function rowsWithAttachments(
  executor: Executor,
  businessId: string,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<TemplateRow[]> {
  const query = executor
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.businessId, businessId), where))
    .orderBy(...listOrder);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const withFiles: TemplateRow[] = [];
  for (const row of rows) {
    const file = row.attachmentFileId
      ? await findBusinessFile(executor, { businessId, fileId: row.attachmentFileId })
      : undefined;
    withFiles.push({ ...row, file: file ?? null });
  }
  return withFiles;
}

export async function listEmailTemplates(
  executor: Executor,
  input: Tenant & { query: ListQuery },
): Promise<TEmailTemplatePage> {
  await ensureDefaultTemplates(executor, input);
  const { page, size, search, isPrivate } = input.query;
  const conditions: SQL[] = [];
  if (search) conditions.push(ilike(emailTemplates.name, containsPattern(search)));
  if (isPrivate !== undefined) conditions.push(eq(emailTemplates.isPrivate, isPrivate));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await rowsWithAttachments(executor, input.businessId, where, {
    limit: size,
    offset: (page - 1) * size,
  });
  const [totals] = await executor
    .select({ total: count() })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.businessId, input.businessId), where));
  return {
    items: rows.map((row) => listItemOf(presentEmailTemplate(row))),
    total: totals?.total ?? 0,
    page,
    size,
  };
}

function listItemOf(template: TEmailTemplate): TEmailTemplateListItem {
  const { content: _content, ...item } = template;
  return item;
}

/** Every template with its content, defaults first (previews, the workflow editor's picker). */
export async function allEmailTemplates(
  executor: Executor,
  input: Tenant,
): Promise<TEmailTemplate[]> {
  await ensureDefaultTemplates(executor, input);
  const rows = await rowsWithAttachments(executor, input.businessId, undefined);
  return rows.map(presentEmailTemplate);
}

/** The tenant's template, or 404: another business's id never answers. */
export async function getEmailTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<TEmailTemplate> {
  const [row] = await rowsWithAttachments(
    executor,
    input.businessId,
    eq(emailTemplates.id, input.id),
  );
  if (!row) throw AppError.notFound(messages.emailTemplateNotFound);
  return presentEmailTemplate(row);
}

/** The business's default template of a kind (made first if the business has none yet). */
export async function getDefaultEmailTemplate(
  executor: Executor,
  input: Tenant & { kind: TEmailTemplateKind },
): Promise<TEmailTemplate> {
  await ensureDefaultTemplates(executor, input);
  const [row] = await rowsWithAttachments(
    executor,
    input.businessId,
    eq(emailTemplates.kind, input.kind),
  );
  if (!row) throw AppError.notFound(messages.emailTemplateNotFound);
  return presentEmailTemplate(row);
}

/** The sanitised content; what sanitising leaves must still be worth reading. */
function cleanContent(html: string): string {
  const content = sanitizeRichText(html);
  if (isBlankRichText(content)) throw AppError.validation('content', messages.required);
  return content;
}

/** The attachment must be one of the business's uploads. */
async function checkedAttachment(
  executor: Executor,
  input: Tenant & { attachmentId: string | null },
): Promise<string | null> {
  if (!input.attachmentId) return null;
  const file = await findBusinessFile(executor, {
    businessId: input.businessId,
    fileId: input.attachmentId,
  });
  if (!file) throw AppError.validation('attachmentId', messages.emailAttachmentNotFound);
  return file.id;
}

export async function createEmailTemplate(
  executor: Executor,
  input: Tenant & { template: SaveInput },
): Promise<TEmailTemplate> {
  const { name, subject, content, isPrivate, attachmentId } = input.template;
  const [row] = await executor
    .insert(emailTemplates)
    .values({
      businessId: input.businessId,
      name,
      subject,
      content: cleanContent(content),
      isPrivate,
      attachmentFileId: await checkedAttachment(executor, { ...input, attachmentId }),
    })
    .returning({ id: emailTemplates.id });
  if (!row) throw new Error('email template insert returned nothing');
  return getEmailTemplate(executor, { businessId: input.businessId, id: row.id });
}

export async function updateEmailTemplate(
  executor: Executor,
  input: Tenant & { id: string; template: SaveInput },
): Promise<TEmailTemplate> {
  const { name, subject, content, isPrivate, attachmentId } = input.template;
  const [row] = await executor
    .update(emailTemplates)
    .set({
      name,
      subject,
      content: cleanContent(content),
      isPrivate,
      attachmentFileId: await checkedAttachment(executor, { ...input, attachmentId }),
      updatedAt: new Date(),
    })
    .where(and(eq(emailTemplates.id, input.id), eq(emailTemplates.businessId, input.businessId)))
    .returning({ id: emailTemplates.id });
  if (!row) throw AppError.notFound(messages.emailTemplateNotFound);
  return getEmailTemplate(executor, { businessId: input.businessId, id: row.id });
}

/**
 * Deletes one of the photographer's templates. A default cannot be deleted: the default
 * workflow's tasks send it, and reverting is how its text comes back.
 */
export async function deleteEmailTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<void> {
  const existing = await getEmailTemplate(executor, input);
  if (existing.isDefault) throw new AppError('CONFLICT', messages.defaultEmailTemplateNotDeletable);
  await executor
    .delete(emailTemplates)
    .where(and(eq(emailTemplates.id, input.id), eq(emailTemplates.businessId, input.businessId)));
}

/** Puts a default's original name, subject and content back and removes its attachment. */
export async function revertEmailTemplate(
  executor: Executor,
  input: Tenant & { id: string },
): Promise<TEmailTemplate> {
  const existing = await getEmailTemplate(executor, input);
  if (!existing.kind) throw new AppError('CONFLICT', messages.emailTemplateNotDefault);
  await executor
    .update(emailTemplates)
    .set({ ...storedDefaultOf(existing.kind), attachmentFileId: null, updatedAt: new Date() })
    .where(and(eq(emailTemplates.id, input.id), eq(emailTemplates.businessId, input.businessId)));
  return getEmailTemplate(executor, input);
}

/** Ids of the business's templates among `ids` (the ownership check of several at once). */
export async function existingTemplateIds(
  executor: Executor,
  input: Tenant & { ids: string[] },
): Promise<Set<string>> {
  if (input.ids.length === 0) return new Set();
  const rows = await executor
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(
      and(eq(emailTemplates.businessId, input.businessId), inArray(emailTemplates.id, input.ids)),
    );
  return new Set(rows.map((row) => row.id));
}
