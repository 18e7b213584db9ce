// Email template rows -> the shared response shape (never raw rows).
import type { TEmailTemplate } from '@studio/shared/emails/contracts';
import type { StoredFile } from '../../platform/storage/file-queries.ts';
import { storedDefaultOf } from './defaults.ts';
import type { emailTemplates } from './schema.ts';
import { emailSettings } from './settings.ts';

export type TemplateRow = typeof emailTemplates.$inferSelect & { file: StoredFile | null };

/** A default differs from how it started when its text or attachment was changed. */
function isChangedDefault(row: TemplateRow): boolean {
  if (!row.kind) return false;
  const original = storedDefaultOf(row.kind);
  return (
    row.name !== original.name ||
    row.subject !== original.subject ||
    row.content !== original.content ||
    row.attachmentFileId !== null
  );
}

export function presentEmailTemplate(row: TemplateRow): TEmailTemplate {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    content: row.content,
    isPrivate: row.isPrivate,
    attachment: row.file
      ? {
          id: row.file.id,
          url: emailSettings().storage.publicUrl(row.file.key),
          name: row.file.originalName ?? 'attachment',
        }
      : null,
    kind: row.kind,
    isDefault: row.kind !== null,
    isChanged: isChangedDefault(row),
    createdDate: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
