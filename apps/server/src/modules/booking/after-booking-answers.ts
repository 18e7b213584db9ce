// A service may ask its booking questionnaire after booking (isAfterBookingQuestionnaire): the
// checkout then asks nothing, and the questions wait on the manage page until the client answers
// them, once (orders/pending-questions.ts says which wait). The answers are stored on the order, as
// answers given at checkout are.
import { messages } from '@studio/shared/messages';
import { storedAnswersOf, validateAnswers } from '@studio/shared/questionnaires/answers';
import type { TAnswers } from '@studio/shared/questionnaires/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { recordActivity } from '../orders/activities.ts';
import { lockActiveOrder } from '../orders/service.ts';
import { pendingQuestionsOf } from '../orders/pending-questions.ts';
import { storeOrderAnswers } from '../orders/shoot-changes.ts';
import type { Booking } from './manage.ts';

/**
 * Checks the answers against the service's questionnaire (validateAnswers: the exact messages
 * under answers.{fieldId}) and stores them on the locked order, with the activity. 409 once
 * answered (a second tab, a double click) or when nothing is asked.
 */
export async function saveClientAnswers(
  db: Database,
  booking: Booking,
  answers: TAnswers,
): Promise<void> {
  const scope = { businessId: booking.business.id, orderId: booking.order.id };
  if (booking.order.status === 'CANCELED') {
    throw new AppError('CONFLICT', messages.bookingCanceled);
  }
  await db.transaction(async (tx) => {
    const order = await lockActiveOrder(tx, scope);
    if (storedAnswersOf(order.answers).length > 0) {
      throw new AppError('CONFLICT', messages.answersAlreadySent);
    }
    const fields = await pendingQuestionsOf(tx, { order, service: booking.service });
    if (fields.length === 0) throw new AppError('CONFLICT', messages.noQuestionsWaiting);
    const checked = validateAnswers(fields, answers);
    if (!checked.ok) {
      throw new AppError('VALIDATION', checked.errors.map((e) => e.message).join('; '), {
        errors: checked.errors,
      });
    }
    // Stored answers are also what marks the questions answered: an empty set would leave them
    // waiting, so at least one answer is asked for.
    if (checked.stored.length === 0) throw AppError.validation('answers', messages.answersEmpty);
    await storeOrderAnswers(tx, { ...scope, answers: checked.stored });
    // The activity types are a fixed list and none names answers. BOOKED is the client's own step
    // of booking, and answering the booking questionnaire completes that step (at checkout the same
    // answers come with the BOOKED activity), so the log says it under BOOKED rather than hide it.
    await recordActivity(tx, {
      ...scope,
      type: 'BOOKED',
      actor: { accountId: null, name: order.fullName },
      summary: `${order.fullName} answered the booking questions (${checked.stored.length} of ${fields.length})`,
    });
  });
}
