import { z } from 'zod';

export const ZContractTemplate = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  isPrivate: z.boolean(),
  createdDate: z.string(),
  modified: z.string(),
  /** How many live services have it attached (deleting it detaches it from them). */
  serviceCount: z.number().int(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

/** A row of the contract templates list: everything but the content. */
export const ZContractTemplateListItem = ZContractTemplate.omit({ content: true });
export type TContractTemplateListItem = z.infer<typeof ZContractTemplateListItem>;

export const ZContractTemplatePage = z.object({
  items: z.array(ZContractTemplateListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type TContractTemplatePage = z.infer<typeof ZContractTemplatePage>;

/** A contract attached to a service, in order. */
export const ZServiceContract = z.object({
  contractTemplateId: z.string(),
  name: z.string(),
  /** Position in the service's list, 0 first. */
  sortIndex: z.number().int(),
});
export type TServiceContract = z.infer<typeof ZServiceContract>;
