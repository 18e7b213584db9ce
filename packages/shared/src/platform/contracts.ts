import { z } from 'zod';

/** Problem details (ARCHITECTURE "Errors"): detail joins the messages with '; '. */
export const ZProblem = z.object({
  status: z.number().int(),
  title: z.string(),
  detail: z.string(),
  code: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type TProblem = z.infer<typeof ZProblem>;

export const ZOk = z.object({ ok: z.literal(true) });
export type TOk = z.infer<typeof ZOk>;

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export { AJAX_HEADER, AJAX_VALUE, BUSINESS_HEADER, TOKEN_EXPIRED } from './protocol.ts';
