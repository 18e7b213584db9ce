import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ZCustomizeFlowTaskEmailRequest,
  ZSaveFlowTaskRequest,
  ZSaveTaskTemplateRequest,
  ZSaveWorkflowTemplateRequest,
} from './requests.ts';

function errorsOf(schema: z.ZodType, value: unknown): Array<[string, string]> {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

const templateId = '6b1f4c5e-8a56-4b8e-9d3c-0f6a1d2b3c4d';
const email = {
  name: 'Shoot reminder',
  type: 'SEND_EMAIL',
  isAuto: true,
  group: 'SHOOT',
  dependency: 'BEFORE',
  relativeTo: 'SHOOT_TIME',
  dueInterval: 2,
  intervalUnit: 'DAYS',
  emailTemplateId: templateId,
};

describe('ZSaveWorkflowTemplateRequest', () => {
  it('requires the workflow template name', () => {
    expect(errorsOf(ZSaveWorkflowTemplateRequest, { name: '  ' })).toEqual([
      ['name', 'This field cannot be left blank'],
    ]);
    expect(ZSaveWorkflowTemplateRequest.parse({ name: ' Weddings ' })).toEqual({
      name: 'Weddings',
      isPrivate: false,
      tasks: [],
    });
  });

  it('refuses a task listed twice', () => {
    const id = '0d7c4b8e-8a56-4b8e-9d3c-0f6a1d2b3c4d';
    expect(
      errorsOf(ZSaveWorkflowTemplateRequest, {
        name: 'W',
        tasks: [
          { ...email, id },
          { ...email, id },
        ],
      }),
    ).toEqual([['tasks', 'Each task can be listed only once']]);
  });
});

describe('ZSaveTaskTemplateRequest', () => {
  it('requires the automation email name, at most 512 characters', () => {
    expect(errorsOf(ZSaveTaskTemplateRequest, { ...email, name: '' })).toEqual([
      ['name', 'This field cannot be left blank'],
    ]);
    expect(errorsOf(ZSaveTaskTemplateRequest, { ...email, name: 'a'.repeat(512) })).toEqual([]);
    expect(errorsOf(ZSaveTaskTemplateRequest, { ...email, name: 'a'.repeat(513) })).toEqual([
      ['name', 'The name must be less than 512 characters'],
    ]);
  });

  it('requires the manual task name, at most 512 characters', () => {
    const todo = {
      name: '',
      type: 'TODO',
      dependency: 'AFTER',
      relativeTo: 'SHOOT_TIME',
      dueInterval: 1,
    };
    expect(errorsOf(ZSaveTaskTemplateRequest, todo)).toEqual([
      ['name', 'This field cannot be left blank'],
    ]);
    expect(errorsOf(ZSaveTaskTemplateRequest, { ...todo, name: 'b'.repeat(513) })).toEqual([
      ['name', 'The name must be less than 512 characters'],
    ]);
  });

  it('wants a due interval of at least 1', () => {
    expect(errorsOf(ZSaveTaskTemplateRequest, { ...email, dueInterval: 0 })).toEqual([
      ['dueInterval', 'Due interval must be at least 1'],
    ]);
    expect(errorsOf(ZSaveTaskTemplateRequest, { ...email, dueInterval: 1001 })).toEqual([
      ['dueInterval', 'Due interval must be at most 1000'],
    ]);
  });

  it('sets interval 1 and clears the due date for the immediate kinds', () => {
    const saved = ZSaveTaskTemplateRequest.parse({
      ...email,
      dependency: 'IMMEDIATELY_AT',
      dueInterval: 0,
      absoluteDueAt: '2026-01-01T00:00:00Z',
    });
    expect(saved).toMatchObject({ dueInterval: 1, absoluteDueAt: null, relativeTo: 'SHOOT_TIME' });
  });

  it('names what each kind needs', () => {
    expect(
      errorsOf(ZSaveTaskTemplateRequest, { ...email, emailTemplateId: null, relativeTo: null }),
    ).toEqual([
      ['emailTemplateId', 'Please choose an email template'],
      ['relativeTo', 'Please choose what the due time is relative to'],
    ]);
    expect(
      errorsOf(ZSaveTaskTemplateRequest, { ...email, dependency: 'ABSOLUTE_DUE_TIME' }),
    ).toEqual([['absoluteDueAt', 'Please choose the due date and time']]);
  });

  it('sends only email tasks automatically', () => {
    expect(ZSaveTaskTemplateRequest.parse({ ...email, type: 'TODO', isAuto: true })).toMatchObject({
      isAuto: false,
      emailTemplateId: null,
    });
  });
});

describe('ZSaveFlowTaskRequest', () => {
  it('takes a due time given by hand instead of the timing', () => {
    expect(
      ZSaveFlowTaskRequest.parse({
        name: 'Call the client',
        type: 'TODO',
        dueAt: '2026-05-01T10:00:00Z',
      }),
    ).toMatchObject({ dueAt: '2026-05-01T10:00:00Z', dueInterval: 1 });
  });
});

describe('ZCustomizeFlowTaskEmailRequest', () => {
  it('wants a one-line subject of at most 900 characters and some content', () => {
    expect(
      errorsOf(ZCustomizeFlowTaskEmailRequest, { subject: 'a\nb', content: '<p></p>' }),
    ).toEqual([
      ['subject', 'The subject cannot contain line breaks'],
      ['content', 'This field cannot be left blank'],
    ]);
    expect(
      errorsOf(ZCustomizeFlowTaskEmailRequest, { subject: 'a'.repeat(901), content: 'x' }),
    ).toEqual([['subject', 'The subject must be less than 900 characters']]);
  });
});
