// HTTP for workflow templates (/api/flow-task-list-templates), a service's workflow, the task
// lists of shoots and inquiries (/api/flow-tasks) and sending a task's email (/api/emails/flow-tasks).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INQUIRY_ID_PATTERN } from '@studio/shared/inquiries/contracts';
import { messages } from '@studio/shared/messages';
import {
  ZFlowTask,
  ZFlowTaskList,
  ZWorkflowTemplate,
  ZWorkflowTemplateList,
} from '@studio/shared/workflows/contracts';
import {
  ZCustomizeFlowTaskEmailRequest,
  ZPauseAutomationRequest,
  ZSaveFlowTaskRequest,
  ZSaveWorkflowTemplateRequest,
  ZSetServiceWorkflowRequest,
  ZUpdateFlowTaskDueDateRequest,
  ZUpdateFlowTaskStatusRequest,
} from '@studio/shared/workflows/requests';
import { tenantOf } from '../../platform/auth.ts';
import {
  addTask,
  customizeTaskEmail,
  deleteTask,
  listSubjectTasks,
  requireTask,
  sendTaskNow,
  setAutomationPaused,
  setTaskDueDate,
  updateTask,
  updateTaskStatus,
} from './tasks-service.ts';
import {
  chooseServiceWorkflow,
  createWorkflowTemplate,
  deleteWorkflowTemplate,
  listWorkflowTemplates,
  requireWorkflowTemplate,
  serviceWorkflow,
  updateWorkflowTemplate,
} from './templates-service.ts';
import { presentWorkflowTemplate } from './presenter.ts';

const tags = ['workflows'];
const ZIdParams = z.object({ id: z.uuid() });
const ZOrderParams = z.object({ orderId: z.string().max(64) });
const ZInquiryParams = z.object({ inquiryId: z.string().regex(INQUIRY_ID_PATTERN) });

export async function workflowRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps;

  // A path naming another business's (or an unknown) template or task answers 404.
  app.ownership.register('workflowTemplate', {
    notFound: messages.workflowNotFound,
    check: ({ businessId, id }) => requireWorkflowTemplate(db, { businessId, id }),
  });
  app.ownership.register('flowTask', {
    notFound: messages.flowTaskNotFound,
    check: ({ businessId, id }) => requireTask(db, { businessId, id }),
  });

  app.get(
    '/flow-task-list-templates',
    {
      schema: {
        tags,
        summary: 'Workflow templates: the default first (made on first read), then by name',
        response: { 200: ZWorkflowTemplateList },
      },
    },
    async (request) => listWorkflowTemplates(db, tenantOf(request)),
  );

  app.post(
    '/flow-task-list-templates',
    {
      schema: {
        tags,
        summary: 'Create a workflow template (201) with its tasks per group',
        body: ZSaveWorkflowTemplateRequest,
        response: { 201: ZWorkflowTemplate },
      },
    },
    async (request, reply) => {
      const created = await createWorkflowTemplate(db, {
        ...tenantOf(request),
        request: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/flow-task-list-templates/services/:id',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary: "The workflow a service's new shoots follow (its choice, else the default)",
        params: ZIdParams,
        response: { 200: ZWorkflowTemplate },
      },
    },
    async (request) => serviceWorkflow(db, { ...tenantOf(request), serviceId: request.params.id }),
  );

  app.get(
    '/flow-task-list-templates/:id',
    {
      config: { owns: { id: 'workflowTemplate' } },
      schema: {
        tags,
        summary: 'One workflow template with its tasks',
        params: ZIdParams,
        response: { 200: ZWorkflowTemplate },
      },
    },
    async (request) =>
      presentWorkflowTemplate(
        await requireWorkflowTemplate(db, { ...tenantOf(request), id: request.params.id }),
      ),
  );

  app.put(
    '/flow-task-list-templates/:id',
    {
      config: { owns: { id: 'workflowTemplate' } },
      schema: {
        tags,
        summary: 'Replace a workflow template',
        description: messages.workflowEditApplies,
        params: ZIdParams,
        body: ZSaveWorkflowTemplateRequest,
        response: { 200: ZWorkflowTemplate },
      },
    },
    async (request) =>
      updateWorkflowTemplate(db, {
        ...tenantOf(request),
        id: request.params.id,
        request: request.body,
      }),
  );

  app.delete(
    '/flow-task-list-templates/:id',
    {
      config: { owns: { id: 'workflowTemplate' } },
      schema: {
        tags,
        summary:
          'Delete a workflow template (409 for the default); its services go back to the default',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteWorkflowTemplate(db, { ...tenantOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/services/:id/flow-task-list-template',
    {
      config: { owns: { id: 'service' } },
      schema: {
        tags,
        summary:
          "Choose the workflow of a service's new shoots (null: the default); shoots already planned keep theirs",
        params: ZIdParams,
        body: ZSetServiceWorkflowRequest,
        response: { 200: ZWorkflowTemplate },
      },
    },
    async (request) =>
      chooseServiceWorkflow(db, {
        ...tenantOf(request),
        serviceId: request.params.id,
        flowTaskListTemplateId: request.body.flowTaskListTemplateId,
      }),
  );

  app.get(
    '/flow-tasks/orders/:orderId',
    {
      config: { owns: { orderId: 'order' } },
      schema: {
        tags,
        summary: "A shoot's tasks with due times and email statuses",
        params: ZOrderParams,
        response: { 200: ZFlowTaskList },
      },
    },
    async (request) =>
      listSubjectTasks(db, { ...tenantOf(request), orderId: request.params.orderId }),
  );

  app.get(
    '/flow-tasks/inquiries/:inquiryId',
    {
      config: { owns: { inquiryId: 'inquiry' } },
      schema: {
        tags,
        summary: "An inquiry's tasks with due times and email statuses",
        params: ZInquiryParams,
        response: { 200: ZFlowTaskList },
      },
    },
    async (request) =>
      listSubjectTasks(db, { ...tenantOf(request), inquiryId: request.params.inquiryId }),
  );

  app.post(
    '/flow-tasks/orders/:orderId',
    {
      config: { owns: { orderId: 'order' } },
      schema: {
        tags,
        summary: 'Add a task (a to-do or an email) to a shoot (201)',
        params: ZOrderParams,
        body: ZSaveFlowTaskRequest,
        response: { 201: ZFlowTask },
      },
    },
    async (request, reply) => {
      const subject = { ...tenantOf(request), orderId: request.params.orderId };
      return reply.status(201).send(await addTask(db, { subject, request: request.body }));
    },
  );

  app.post(
    '/flow-tasks/inquiries/:inquiryId',
    {
      config: { owns: { inquiryId: 'inquiry' } },
      schema: {
        tags,
        summary: 'Add a task (a to-do or an email) to an inquiry (201)',
        params: ZInquiryParams,
        body: ZSaveFlowTaskRequest,
        response: { 201: ZFlowTask },
      },
    },
    async (request, reply) => {
      const subject = { ...tenantOf(request), inquiryId: request.params.inquiryId };
      return reply.status(201).send(await addTask(db, { subject, request: request.body }));
    },
  );

  app.patch(
    '/flow-tasks/orders/:orderId/due-date',
    {
      config: { owns: { orderId: 'order' } },
      schema: {
        tags,
        summary: 'Set the due time of one task of the shoot by hand; re-planning leaves it',
        params: ZOrderParams,
        body: ZUpdateFlowTaskDueDateRequest,
        response: { 200: ZFlowTask },
      },
    },
    async (request) =>
      setTaskDueDate(db, {
        ...tenantOf(request),
        orderId: request.params.orderId,
        flowTaskId: request.body.flowTaskId,
        dueAt: request.body.dueAt,
      }),
  );

  app.patch(
    '/flow-tasks/orders/:orderId/automation',
    {
      config: { owns: { orderId: 'order' } },
      schema: {
        tags,
        summary: "Pause or resume a shoot's automatic emails; resuming sends what fell due",
        params: ZOrderParams,
        body: ZPauseAutomationRequest,
        response: { 200: ZFlowTaskList },
      },
    },
    async (request) =>
      setAutomationPaused(db, {
        subject: { ...tenantOf(request), orderId: request.params.orderId },
        isPaused: request.body.isPaused,
      }),
  );

  app.patch(
    '/flow-tasks/inquiries/:inquiryId/automation',
    {
      config: { owns: { inquiryId: 'inquiry' } },
      schema: {
        tags,
        summary: "Pause or resume an inquiry's automatic emails; resuming sends what fell due",
        params: ZInquiryParams,
        body: ZPauseAutomationRequest,
        response: { 200: ZFlowTaskList },
      },
    },
    async (request) =>
      setAutomationPaused(db, {
        subject: { ...tenantOf(request), inquiryId: request.params.inquiryId },
        isPaused: request.body.isPaused,
      }),
  );

  app.put(
    '/flow-tasks/:id',
    {
      config: { owns: { id: 'flowTask' } },
      schema: {
        tags,
        summary: 'Edit a task not sent yet (409 once its email went)',
        params: ZIdParams,
        body: ZSaveFlowTaskRequest,
        response: { 200: ZFlowTask },
      },
    },
    async (request) =>
      updateTask(db, { ...tenantOf(request), id: request.params.id, request: request.body }),
  );

  app.delete(
    '/flow-tasks/:id',
    {
      config: { owns: { id: 'flowTask' } },
      schema: {
        tags,
        summary: 'Remove a task not sent yet (409 once its email went)',
        params: ZIdParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteTask(db, { ...tenantOf(request), id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/flow-tasks/:id/update-status',
    {
      config: { owns: { id: 'flowTask' } },
      schema: {
        tags,
        summary: 'Mark a task complete (its email is then not sent) or incomplete again',
        params: ZIdParams,
        body: ZUpdateFlowTaskStatusRequest,
        response: { 200: ZFlowTask },
      },
    },
    async (request) =>
      updateTaskStatus(db, {
        ...tenantOf(request),
        id: request.params.id,
        status: request.body.status,
      }),
  );

  app.post(
    '/emails/flow-tasks/:id/send',
    {
      config: { owns: { id: 'flowTask' } },
      schema: {
        tags,
        summary:
          "Send a task's email now (or retry a failed delivery); 409 when it was already sent",
        params: ZIdParams,
        response: { 200: ZFlowTask },
      },
    },
    async (request) => sendTaskNow(db, { ...tenantOf(request), id: request.params.id }),
  );

  app.post(
    '/emails/flow-tasks/:id/send-customize',
    {
      config: { owns: { id: 'flowTask' } },
      schema: {
        tags,
        summary:
          'Edit the subject and content of this one send; sent now, or at its due time as edited',
        params: ZIdParams,
        body: ZCustomizeFlowTaskEmailRequest,
        response: { 200: ZFlowTask },
      },
    },
    async (request) =>
      customizeTaskEmail(db, {
        ...tenantOf(request),
        id: request.params.id,
        subject: request.body.subject,
        content: request.body.content,
        sendNow: request.body.sendNow,
      }),
  );
}
