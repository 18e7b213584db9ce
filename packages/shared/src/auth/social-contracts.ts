// Social sign-in payloads (SPEC §7 Auth): Google sends an authorisation code, Facebook an access token.
import { z } from 'zod';
import { messages } from '../messages.ts';
import { ZLeadSources, ZUtm } from './contracts.ts';

const providerCredential = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(4096);

export const ZGoogleSignInRequest = z.object({
  code: providerCredential,
  leadSources: ZLeadSources,
  utm: ZUtm,
});
export type TGoogleSignInRequest = z.input<typeof ZGoogleSignInRequest>;

export const ZFacebookSignInRequest = z.object({
  accessToken: providerCredential,
  leadSources: ZLeadSources,
  utm: ZUtm,
});
export type TFacebookSignInRequest = z.input<typeof ZFacebookSignInRequest>;
