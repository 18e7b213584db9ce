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

/** Marker sent with an expired access token. */
export const TOKEN_EXPIRED = 'TOKEN_EXPIRED';
/** Headers of every API request. */
export const BUSINESS_HEADER = 'x-business-id';
export const AJAX_HEADER = 'x-requested-with';
export const AJAX_VALUE = 'XMLHttpRequest';
