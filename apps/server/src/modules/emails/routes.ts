// HTTP for email templates and the emails the photographer sends by hand: parse, call the
// service, present. (Flow-task sends, /api/emails/flow-tasks/*, belong to workflows.)
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZEmailPreviews,
  ZEmailSent,
  ZEmailTemplate,
  ZEmailTemplateListItem,
  ZEmailTemplatePage,
  ZEmailTemplatesForServiceQuery,
  ZListEmailTemplatesQuery,
  ZPlaceholderCatalogue,
  ZReplaceEmailsAnswer,
  ZReplaceEmailsQuery,
  ZSaveEmailTemplateRequest,
  ZSendCustomerEmailRequest,
  ZSendInquiryEmailRequest,
  ZSendOrderEmailRequest,
  ZTestEmailRequest,
  placeholderCatalogue,
} from '@studio/shared/emails/contracts';
import { messages } from '@studio/shared/messages';
import { accountOf, tenantOf } from '../../platform/auth.ts';
import {
  placeholderValuesOf,
  previewTemplatesFor,
  previewTemplatesForService,
} from './preview-service.ts';
import type { EmailComposer } from './compose.ts';
import { sendManualEmail, sendTestEmail } from './send-service.ts';
import {
  allEmailTemplates,
  createEmailTemplate,
  deleteEmailTemplate,
  getDefaultEmailTemplate,
  getEmailTemplate,
  listEmailTemplates,
  revertEmailTemplate,
  updateEmailTemplate,
} from './service.ts';
import { emailTrackingRoutes } from './tracking.ts';

const tags = ['email-templates'];
const sendTags = ['emails'];
const ZIdParams = z.object({ id: z.uuid() });
const ZRecordParams = z.object({ id: z.string().min(1).max(64) });
const ZDeleted = z.object({ id: z.string() });
const previewNote =
  'Each template is rendered with the values as they are now: subject and content with their ' +
  'placeholders filled (values escaped, a missing value shows ----), without the branded frame.';
const sendNote =
  'Composed from the template (or the one-off subject and content), queued in the outbox and ' +
  'delivered by the mail worker; the answer’s outboxId follows its delivery status. A shoot, ' +
  'inquiry or contact that is not the business’s answers 404.';

export async function emailRoutes(
  fastify: FastifyInstance,
  options: { composer: EmailComposer },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;
  const { composer } = options;
  const { settings } = composer;
  const { storage } = settings;
  await app.register(emailTrackingRoutes);

  // A path naming another business's (or an unknown) template answers 404.
  app.ownership.register('emailTemplate', {
    notFound: messages.emailTemplateNotFound,
    check: ({ businessId, id }) => getEmailTemplate(db, { storage, businessId, id }),
  });

  app.get(
    '/api/email-templates',
    {
      schema: {
        tags,
        summary: 'Email templates, defaults first then by name, 50 a page (page is 1-based)',
        description:
          'Filters: search (part of the name, any case), isPrivate (true | false). A business ' +
          'made before the default templates existed gets them on this first read.',
        querystring: ZListEmailTemplatesQuery,
        response: { 200: ZEmailTemplatePage },
      },
    },
    async (request) =>
      listEmailTemplates(db, {
        storage,
        businessId: tenantOf(request).businessId,
        query: request.query,
      }),
  );

  app.post(
    '/api/email-templates',
    {
      schema: {
        tags,
        summary: 'Create an email template; the content is sanitised before it is stored (201)',
        description:
          'attachmentId: an upload of the business (POST /api/upload), else 400 ' +
          'messages.emailAttachmentNotFound.',
        body: ZSaveEmailTemplateRequest,
        response: { 201: ZEmailTemplate },
      },
    },
    async (request, reply) => {
      const template = await createEmailTemplate(db, {
        storage,
        businessId: tenantOf(request).businessId,
        template: request.body,
      });
      return reply.status(201).send(template);
    },
  );

  app.get(
    '/api/email-templates/payment-reminder',
    {
      schema: {
        tags,
        summary: 'The template payment reminders are sent with: the Payment reminder default',
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) =>
      getDefaultEmailTemplate(db, {
        storage,
        businessId: tenantOf(request).businessId,
        kind: 'PAYMENT_REMINDER',
      }),
  );

  app.get(
    '/api/email-templates/orders/:id',
    {
      config: { owns: { id: 'order' } },
      schema: {
        tags,
        summary: 'Every template rendered for one shoot (Preview email on the shoot page)',
        description: previewNote,
        params: ZRecordParams,
        response: { 200: ZEmailPreviews },
      },
    },
    async (request) =>
      previewTemplatesFor(db, {
        settings,
        businessId: tenantOf(request).businessId,
        about: { orderId: request.params.id },
      }),
  );

  app.get(
    '/api/email-templates/inquiries/:id',
    {
      config: { owns: { id: 'inquiry' } },
      schema: {
        tags,
        summary: 'Every template rendered for one inquiry (Preview email on the inquiry page)',
        description: `${previewNote} Shoot, package and payment values are missing for an inquiry.`,
        params: ZRecordParams,
        response: { 200: ZEmailPreviews },
      },
    },
    async (request) =>
      previewTemplatesFor(db, {
        settings,
        businessId: tenantOf(request).businessId,
        about: { inquiryId: request.params.id },
      }),
  );

  app.get(
    '/api/email-templates/services',
    {
      schema: {
        tags,
        summary: 'Every template rendered with the business’s and one service’s values',
        description: `${previewNote} Only the business values and [Service Name] are known; the others show ----.`,
        querystring: ZEmailTemplatesForServiceQuery,
        response: { 200: ZEmailPreviews },
      },
    },
    async (request) =>
      previewTemplatesForService(db, {
        settings,
        businessId: tenantOf(request).businessId,
        serviceId: request.query.serviceId,
      }),
  );

  app.get(
    '/api/email-templates/workflow',
    {
      schema: {
        tags,
        summary: 'The templates an automation email task can send (the workflow editor’s picker)',
        description: 'All of the business’s templates without their content, defaults first.',
        response: { 200: z.array(ZEmailTemplateListItem) },
      },
    },
    async (request) => {
      const templates = await allEmailTemplates(db, {
        storage,
        businessId: tenantOf(request).businessId,
      });
      return templates.map(({ content: _content, ...item }) => item);
    },
  );

  app.get(
    '/api/email-templates/:id',
    {
      config: { owns: { id: 'emailTemplate' } },
      schema: {
        tags,
        summary: 'One email template with its (sanitised) content',
        params: ZIdParams,
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) =>
      getEmailTemplate(db, {
        storage,
        businessId: tenantOf(request).businessId,
        id: request.params.id,
      }),
  );

  app.put(
    '/api/email-templates/:id',
    {
      config: { owns: { id: 'emailTemplate' } },
      schema: {
        tags,
        summary: 'Replace a template’s name, subject, content (sanitised), privacy and attachment',
        params: ZIdParams,
        body: ZSaveEmailTemplateRequest,
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) =>
      updateEmailTemplate(db, {
        storage,
        businessId: tenantOf(request).businessId,
        id: request.params.id,
        template: request.body,
      }),
  );

  app.delete(
    '/api/email-templates/:id',
    {
      config: { owns: { id: 'emailTemplate' } },
      schema: {
        tags,
        summary: 'Delete one of the photographer’s templates (409 for a default one)',
        params: ZIdParams,
        response: { 200: ZDeleted },
      },
    },
    async (request) => {
      await deleteEmailTemplate(db, {
        storage,
        businessId: tenantOf(request).businessId,
        id: request.params.id,
      });
      return { id: request.params.id };
    },
  );

  app.post(
    '/api/email-templates/:id/reverse',
    {
      config: { owns: { id: 'emailTemplate' } },
      schema: {
        tags,
        summary: 'Restore a default template’s original name, subject and content',
        description:
          'The attachment is removed. 409 messages.emailTemplateNotDefault for the photographer’s own templates.',
        params: ZIdParams,
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) =>
      revertEmailTemplate(db, {
        storage,
        businessId: tenantOf(request).businessId,
        id: request.params.id,
      }),
  );

  app.get(
    '/api/emails/placeholders',
    {
      schema: {
        tags: sendTags,
        summary: 'The placeholders a template may contain, by group, with the insert menu’s labels',
        response: { 200: ZPlaceholderCatalogue },
      },
    },
    async () => [...placeholderCatalogue],
  );

  app.get(
    '/api/emails/replace-emails',
    {
      schema: {
        tags: sendTags,
        summary: 'The placeholder values of one shoot (orderId) or inquiry (inquiryId), by token',
        description:
          'null where the record has no value (shown as ----); the add-on list and the payment ' +
          'schedule are lists of lines. 404 for a record of another business.',
        querystring: ZReplaceEmailsQuery,
        response: { 200: ZReplaceEmailsAnswer },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { orderId, inquiryId } = request.query;
      const about = orderId ? { orderId } : { inquiryId: inquiryId ?? '' };
      return placeholderValuesOf(db, { settings, businessId, about });
    },
  );

  app.post(
    '/api/emails/send',
    {
      schema: {
        tags: sendTags,
        summary: 'Email the client of a shoot (logged as SEND_MAIL on the shoot)',
        description: sendNote,
        body: ZSendOrderEmailRequest,
        response: { 200: ZEmailSent },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { orderId, ...choice } = request.body;
      return sendManualEmail(db, {
        composer,
        businessId,
        accountId: accountOf(request),
        about: { orderId },
        choice,
      });
    },
  );

  app.post(
    '/api/emails/send-inquiry',
    {
      schema: {
        tags: sendTags,
        summary: 'Answer the client of an inquiry by email (logged as SEND_MAIL on the inquiry)',
        description: sendNote,
        body: ZSendInquiryEmailRequest,
        response: { 200: ZEmailSent },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { inquiryId, ...choice } = request.body;
      return sendManualEmail(db, {
        composer,
        businessId,
        accountId: accountOf(request),
        about: { inquiryId },
        choice,
      });
    },
  );

  app.post(
    '/api/emails/send-customer',
    {
      schema: {
        tags: sendTags,
        summary: 'Email a contact',
        description: sendNote,
        body: ZSendCustomerEmailRequest,
        response: { 200: ZEmailSent },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { customerId, ...choice } = request.body;
      return sendManualEmail(db, {
        composer,
        businessId,
        accountId: accountOf(request),
        about: { customerId },
        choice,
      });
    },
  );

  app.post(
    '/api/emails/test',
    {
      schema: {
        tags: sendTags,
        summary: 'Send a template (or a subject and content) to the signed-in owner as a test',
        description:
          'With orderId or inquiryId the placeholders are filled from that record; without, ' +
          'only the business values are known and the others show ----.',
        body: ZTestEmailRequest,
        response: { 200: ZEmailSent },
      },
    },
    async (request) => {
      const { businessId } = tenantOf(request);
      const { orderId, inquiryId, ...choice } = request.body;
      const about = orderId ? { orderId } : inquiryId ? { inquiryId } : { none: true as const };
      return sendTestEmail(db, {
        composer,
        businessId,
        accountId: accountOf(request),
        about,
        choice,
      });
    },
  );
}
