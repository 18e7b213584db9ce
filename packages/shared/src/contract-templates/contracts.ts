import { z } from 'zod';

export const ZContractTemplate = z.object({
  id: z.string(),
  name: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  isPrivate: z.boolean(),
  createdDate: z.string(),
  modified: z.string(),
});
export type TContractTemplate = z.infer<typeof ZContractTemplate>;

/** A contract attached to a service, in order. */
export const ZServiceContract = z.object({
  contractTemplateId: z.string(),
  name: z.string(),
  sortIndex: z.number().int(),
});
export type TServiceContract = z.infer<typeof ZServiceContract>;
