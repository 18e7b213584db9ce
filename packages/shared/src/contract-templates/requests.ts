// Requests of the contract template and service contract endpoints. The contract form
// validates with these same schemas.
import { z } from 'zod';
import { limits } from '../constants.ts';
import { messages } from '../messages.ts';
import { PAGE_MAX, queryInt, requiredText } from '../validation.ts';

/** Stored HTML of one contract, after sanitising. */
export const CONTRACT_CONTENT_MAX = 500_000;

const ENTITIES: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"' };

/** The visible text of rich-text HTML: tags removed, common entities decoded, spaces collapsed. */
export function richTextPlainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(nbsp|amp|lt|gt|quot|#160|#39);/g, (_match, name: string) =>
      name === '#160' ? ' ' : name === '#39' ? "'" : (ENTITIES[name] ?? ''),
    )
    .replace(/[\s\u00a0\u200b]+/g, ' ')
    .trim();
}

/** True when rich-text HTML shows nothing to read ('', '<p></p>', '<p> <br></p>'...). */
export function isBlankRichText(html: string): boolean {
  return richTextPlainText(html).length === 0;
}

/** Contract name required, at most 512. */
export const ZContractName = requiredText('name', limits.name);

/** Contract content required: not blank once the tags are stripped. */
export const ZContractContent = z
  .string({ error: messages.required })
  .refine((html) => !isBlankRichText(html), { error: messages.required, abort: true })
  .refine((html) => html.length <= CONTRACT_CONTENT_MAX, {
    error: messages.maxLength('content', CONTRACT_CONTENT_MAX),
  })
  .meta({ minLength: 1, maxLength: CONTRACT_CONTENT_MAX });

/** POST /api/contract-templates and PUT /api/contract-templates/{id} (the whole template). */
export const ZSaveContractTemplateRequest = z.object({
  name: ZContractName,
  content: ZContractContent,
  isPrivate: z.boolean().default(false),
});
export type TSaveContractTemplateRequest = z.input<typeof ZSaveContractTemplateRequest>;

const ZBooleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/contract-templates: pages are 1-based, 50 a page by default. */
export const ZListContractTemplatesQuery = z.object({
  page: queryInt(1, PAGE_MAX).default(1),
  size: z.coerce.number().int().min(1).max(100).default(limits.pageSize),
  /** Case-insensitive part of the name. */
  search: z.string().trim().max(limits.name).optional(),
  isPrivate: ZBooleanQuery.optional(),
});
export type TListContractTemplatesQuery = z.input<typeof ZListContractTemplatesQuery>;

const ZTemplateId = z.uuid({ error: messages.contractTemplateNotFound });

/** GET /api/contract-templates/services?serviceId= */
export const ZServiceContractsQuery = z.object({ serviceId: z.uuid() });

/** POST /api/services/{id}/service-contract: attach one at the end. */
export const ZAttachServiceContractRequest = z.object({ contractTemplateId: ZTemplateId });
export type TAttachServiceContractRequest = z.infer<typeof ZAttachServiceContractRequest>;

/** DELETE /api/services/{id}/service-contract?contractTemplateId= */
export const ZDetachServiceContractQuery = z.object({ contractTemplateId: ZTemplateId });

const ZTemplateIds = z
  .array(ZTemplateId)
  .max(200)
  .refine((ids) => new Set(ids).size === ids.length, { error: messages.contractListDuplicate })
  .meta({ uniqueItems: true });

/** PUT /api/services/{id}/service-contract: the whole ordered list, replacing what was attached. */
export const ZReplaceServiceContractsRequest = z.object({ contractTemplateIds: ZTemplateIds });
export type TReplaceServiceContractsRequest = z.infer<typeof ZReplaceServiceContractsRequest>;

/** PATCH /api/services/{id}/service-contract/change: the attached contracts in their new order. */
export const ZReorderServiceContractsRequest = z.object({ contractTemplateIds: ZTemplateIds });
export type TReorderServiceContractsRequest = z.infer<typeof ZReorderServiceContractsRequest>;
