// What a service asks its clients and lets them change: the questionnaire settings of the service
// edit page (PUT questionnaire-template, PUT inquiry-template, PATCH client-changes).
import { z } from 'zod';
import { messages } from '../messages.ts';

/** The longest notice a service can ask before a client's own cancel or move: 30 days. */
export const CLIENT_CHANGE_NOTICE_HOURS_MAX = 720;

/** PUT /api/services/{id}/questionnaire-template: a BOOKING questionnaire, or none (null). */
export const ZServiceQuestionnaireRequest = z.object({
  questionnaireTemplateId: z.uuid({ error: messages.bookingQuestionnaireRequired }).nullable(),
  /** Asked after the booking (in the confirmation) instead of during the checkout. */
  isAfterBookingQuestionnaire: z.boolean().default(false),
});
export type TServiceQuestionnaireRequest = z.input<typeof ZServiceQuestionnaireRequest>;

/** PUT /api/services/{id}/inquiry-template: an INQUIRY questionnaire, or none (the basic form). */
export const ZServiceInquiryTemplateRequest = z.object({
  inquiryTemplateId: z.uuid({ error: messages.inquiryQuestionnaireRequired }).nullable(),
});
export type TServiceInquiryTemplateRequest = z.input<typeof ZServiceInquiryTemplateRequest>;

/** PATCH /api/services/{id}/client-changes: the manage link's cancel and move, and their notice. */
export const ZClientChangesRequest = z.object({
  allowClientChanges: z.boolean(),
  clientChangeNoticeHours: z
    .number({ error: messages.number })
    .int({ error: messages.number })
    .min(0, messages.clientChangeNoticeRange)
    .max(CLIENT_CHANGE_NOTICE_HOURS_MAX, messages.clientChangeNoticeRange),
});
export type TClientChangesRequest = z.input<typeof ZClientChangesRequest>;
