// The workflow every new business starts with. Its emails are the business's default email
// templates, named by kind; the server looks their ids up when it creates the workflow.
import type { emailTemplateKinds } from '../enums.ts';
import type { TTaskTemplate } from './contracts.ts';

/** A default email template of the business, named by its kind. */
export type TDefaultEmailKind = (typeof emailTemplateKinds)[number];

export const DEFAULT_WORKFLOW_NAME = 'Default workflow';

export type TDefaultTask = Omit<TTaskTemplate, 'id' | 'emailTemplateId'> & {
  emailKind: TDefaultEmailKind;
};

/**
 * Booking confirmation at once when booked, a reminder 2 days before the shoot, and the answer to
 * a new inquiry at once.
 */
export const DEFAULT_WORKFLOW_TASKS: readonly TDefaultTask[] = [
  {
    name: 'Booking confirmation',
    type: 'SEND_EMAIL',
    isAuto: true,
    group: 'SHOOT',
    sortIndex: 0,
    dependency: 'IMMEDIATELY_AT',
    relativeTo: 'BOOKED_TIME',
    dueInterval: 1,
    intervalUnit: 'DAYS',
    absoluteDueAt: null,
    emailKind: 'BOOKING_CONFIRMATION',
  },
  {
    name: 'Shoot reminder',
    type: 'SEND_EMAIL',
    isAuto: true,
    group: 'SHOOT',
    sortIndex: 1,
    dependency: 'BEFORE',
    relativeTo: 'SHOOT_TIME',
    dueInterval: 2,
    intervalUnit: 'DAYS',
    absoluteDueAt: null,
    emailKind: 'SHOOT_REMINDER',
  },
  {
    name: 'Initial inquiry response',
    type: 'SEND_EMAIL',
    isAuto: true,
    group: 'INQUIRY',
    sortIndex: 0,
    dependency: 'IMMEDIATELY_AT',
    relativeTo: 'INQUIRY_CREATED_TIME',
    dueInterval: 1,
    intervalUnit: 'DAYS',
    absoluteDueAt: null,
    emailKind: 'INITIAL_INQUIRY_RESPONSE',
  },
];
