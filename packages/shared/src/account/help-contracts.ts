import { z } from 'zod';
import { email, requiredText } from '../validation.ts';

export const ZHelpRequest = z.object({
  name: requiredText('name', 128),
  email: email(),
  message: requiredText('message', 5000),
});
export type THelpRequest = z.input<typeof ZHelpRequest>;
