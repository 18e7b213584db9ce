// A time someone else took (or a hold that ran out): 409 with the nearest free times, so the page
// can offer them at once (ZTakenProblem).
import type { TPublicTime } from '@studio/shared/booking/contracts';
import { AppError } from '../../platform/errors.ts';

export class TakenError extends AppError {
  readonly alternatives: TPublicTime[];

  constructor(message: string, alternatives: TPublicTime[]) {
    super('CONFLICT', message);
    this.name = 'TakenError';
    this.alternatives = alternatives;
  }
}
