// The booking questions a shoot's client still owes: a service may ask its booking questionnaire
// after booking (isAfterBookingQuestionnaire), and the questions then wait until the client answers
// them once on the manage page. Booking shows and takes them; emails mention them while they wait.
import { storedAnswersOf } from '@studio/shared/questionnaires/answers';
import type { TQuestionnaireField } from '@studio/shared/questionnaires/contracts';
import type { Executor } from '../../db/client.ts';
import { fieldsOfTemplate } from '../questionnaires/service.ts';
import { requireServiceOfAnyState } from '../services/booking-queries.ts';
import type { ServiceRow } from '../services/lookup.ts';

type QuestionAsker = Pick<
  ServiceRow,
  'businessId' | 'isAfterBookingQuestionnaire' | 'bookingQuestionnaireTemplateId'
>;

/** The booking questionnaire a service asks after booking, on the manage page (else none). */
export async function afterBookingFieldsOf(
  executor: Executor,
  service: QuestionAsker,
): Promise<TQuestionnaireField[]> {
  if (!service.isAfterBookingQuestionnaire) return [];
  return fieldsOfTemplate(executor, {
    businessId: service.businessId,
    templateId: service.bookingQuestionnaireTemplateId,
  });
}

/** The shoot is waiting for nothing once cancelled or answered: answers are given once. */
function isWaitingForAnswers(order: { status: string; answers: unknown }): boolean {
  return order.status !== 'CANCELED' && storedAnswersOf(order.answers).length === 0;
}

/** The questions still waiting: the service asks after booking and nothing is answered yet. */
export async function pendingQuestionsOf(
  executor: Executor,
  booking: { order: { status: string; answers: unknown }; service: QuestionAsker },
): Promise<TQuestionnaireField[]> {
  if (!isWaitingForAnswers(booking.order)) return [];
  return afterBookingFieldsOf(executor, booking.service);
}

/** Whether a shoot's client still has booking questions to answer (its service read as it is now). */
export async function shootHasPendingQuestions(
  executor: Executor,
  input: { businessId: string; order: { serviceId: string; status: string; answers: unknown } },
): Promise<boolean> {
  const { order } = input;
  // Most shoots are answered, cancelled or never asked: no read of the service for those.
  if (!isWaitingForAnswers(order)) return false;
  const service = await requireServiceOfAnyState(executor, {
    businessId: input.businessId,
    serviceId: order.serviceId,
  });
  return (await pendingQuestionsOf(executor, { order, service })).length > 0;
}
