import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TQuestionnaireTemplate,
  TQuestionnaireTemplateRequest,
} from '@studio/shared/questionnaires/contracts';
import { basicInquiryFields } from '@studio/shared/questionnaires/answers';
import type { TService } from '@studio/shared/services/contracts';
import { apiClient } from '../../test/api-client.ts';
import { createOwner, type Owner } from '../../test/factories/owner.ts';
import { createServiceVia } from '../../test/factories/service.ts';
import { testApp } from '../../test/harness.ts';
import { defaultInquiryFields, fieldsOfTemplate, serviceInquiryFields } from './service.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const api = (owner: Owner) => apiClient<TQuestionnaireTemplate>(app, owner);

const bookingTemplate: TQuestionnaireTemplateRequest = {
  type: 'BOOKING',
  name: 'Family session',
  fields: [
    { id: 'kids', type: 'SHORT_TEXT', label: 'Names and ages of the children', isRequired: true },
    { id: 'place', type: 'SELECT', label: 'Where?', options: ['Studio', 'Outdoors', 'Studio'] },
    { id: 'pets', type: 'YES_NO', label: 'Pets coming?', options: ['stray'] },
  ],
};

async function create(owner: Owner, body: TQuestionnaireTemplateRequest) {
  const res = await api(owner).post('/api/questionnaire-templates', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe('questionnaire templates', () => {
  it('creates, reads, lists by type, replaces and deletes a template', async () => {
    const owner = await createOwner(app);
    const client = api(owner);
    expect((await client.get('/api/questionnaire-templates')).body).toEqual([]);

    const created = await create(owner, bookingTemplate);
    expect(created).toMatchObject({ type: 'BOOKING', name: 'Family session', isDefault: false });
    expect(created.serviceCount).toBe(0);
    // Options only on choice questions, each once.
    expect(created.fields.map((field) => field.options)).toEqual([[], ['Studio', 'Outdoors'], []]);
    expect(created.fields[0]?.isRequired).toBe(true);
    expect((await client.get(`/api/questionnaire-templates/${created.id}`)).body).toEqual(created);

    const inquiry = await create(owner, { type: 'INQUIRY', name: 'Weddings', fields: [] });
    expect(
      (await client.get<TQuestionnaireTemplate[]>('/api/questionnaire-templates?type=INQUIRY'))
        .body,
    ).toEqual([inquiry]);
    expect(
      (await client.get<TQuestionnaireTemplate[]>('/api/questionnaire-templates')).body.map(
        (template) => template.name,
      ),
    ).toEqual(['Family session', 'Weddings']);

    const replaced = await client.put(`/api/questionnaire-templates/${created.id}`, {
      ...bookingTemplate,
      name: 'Family session 2',
      fields: [{ id: 'dress', type: 'LONG_TEXT', label: 'What will you wear?' }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ name: 'Family session 2', fields: [{ id: 'dress' }] });

    expect((await client.delete(`/api/questionnaire-templates/${created.id}`)).status).toBe(200);
    expect((await client.get(`/api/questionnaire-templates/${created.id}`)).status).toBe(404);
  });

  it('answers the exact messages for bad templates', async () => {
    const owner = await createOwner(app);
    const res = await api(owner).post('/api/questionnaire-templates', {
      type: 'BOOKING',
      name: ' ',
      fields: [
        { id: 'a', type: 'SELECT', label: 'Colour', options: [] },
        { id: 'a', type: 'CHECKBOX', label: 'x'.repeat(513), options: ['One'] },
      ],
      isDefault: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'This field cannot be left blank' },
        { field: 'fields.1.label', message: 'The question must be less than 512 characters' },
      ]),
    );
    // The refinements run once the shape is valid.
    const shaped = await api(owner).post('/api/questionnaire-templates', {
      type: 'BOOKING',
      name: 'Colours',
      fields: [
        { id: 'a', type: 'SELECT', label: 'Colour', options: [] },
        { id: 'a', type: 'CHECKBOX', label: 'More colours', options: ['One'] },
      ],
      isDefault: true,
    });
    expect(shaped.status).toBe(400);
    expect(shaped.body.errors).toEqual([
      { field: 'fields.0.options', message: 'Add at least one option to this question' },
      { field: 'fields.1.id', message: 'Each question of a questionnaire must have its own id' },
      {
        field: 'isDefault',
        message: 'Only an inquiry questionnaire can be the default inquiry form',
      },
    ]);
    expect(shaped.body.detail).toContain('; ');
  });

  it('keeps one default inquiry form per business', async () => {
    const owner = await createOwner(app);
    const other = await createOwner(app);
    const otherDefault = await create(other, {
      type: 'INQUIRY',
      name: 'Other',
      fields: [],
      isDefault: true,
    });
    const first = await create(owner, { type: 'INQUIRY', name: 'A', fields: [], isDefault: true });
    const second = await create(owner, { type: 'INQUIRY', name: 'B', fields: [], isDefault: true });
    const client = api(owner);
    expect((await client.get(`/api/questionnaire-templates/${first.id}`)).body.isDefault).toBe(
      false,
    );
    expect(second.isDefault).toBe(true);
    await client.put(`/api/questionnaire-templates/${first.id}`, {
      type: 'INQUIRY',
      name: 'A',
      fields: [{ id: 'when', type: 'WEDDING_DATE', label: 'Wedding date', isRequired: true }],
      isDefault: true,
    });
    const list = await client.get<TQuestionnaireTemplate[]>('/api/questionnaire-templates');
    expect(list.body.map((template) => [template.name, template.isDefault])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    // Another business's default is untouched.
    expect((await api(other).get(`/api/questionnaire-templates/${otherDefault.id}`)).body).toEqual(
      otherDefault,
    );

    // The business-wide form: the default's questions, with the contact the inquiry needs.
    const fields = await defaultInquiryFields(app.deps.db, { businessId: owner.businessId });
    expect(fields.map((field) => field.id)).toEqual(['fullName', 'email', 'when']);
  });

  it('gives the basic inquiry form when there is no default inquiry questionnaire', async () => {
    const owner = await createOwner(app);
    expect(await defaultInquiryFields(app.deps.db, { businessId: owner.businessId })).toEqual(
      basicInquiryFields,
    );
    expect(
      await serviceInquiryFields(app.deps.db, {
        businessId: owner.businessId,
        inquiryTemplateId: null,
      }),
    ).toEqual(basicInquiryFields);
  });

  it("answers 404 for another business's template, whatever the body", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const template = await create(owner, bookingTemplate);
    const client = api(stranger);
    const url = `/api/questionnaire-templates/${template.id}`;
    expect((await client.get(url)).status).toBe(404);
    expect((await client.put(url, { nonsense: true })).status).toBe(404);
    expect((await client.delete(url)).status).toBe(404);
    expect((await client.get(url)).body.detail).toBe(
      'This questionnaire does not exist or was deleted',
    );
    expect((await client.get('/api/questionnaire-templates/not-a-uuid')).status).toBe(404);
    expect(
      await fieldsOfTemplate(app.deps.db, {
        businessId: stranger.businessId,
        templateId: template.id,
      }),
    ).toEqual([]);
  });
});

describe('questionnaire settings of a service', () => {
  it('attaches booking and inquiry questionnaires of the right type, and detaches on delete', async () => {
    const owner = await createOwner(app);
    const client = apiClient<TService>(app, owner);
    const service = await createServiceVia(app, owner);
    expect(service).toMatchObject({
      bookingQuestionnaireTemplateId: null,
      inquiryTemplateId: null,
      isAfterBookingQuestionnaire: false,
      allowClientChanges: false,
      clientChangeNoticeHours: 48,
    });
    const booking = await create(owner, bookingTemplate);
    const inquiry = await create(owner, {
      type: 'INQUIRY',
      name: 'Ask',
      fields: [{ id: 'm', type: 'MESSAGE', label: 'Tell us more' }],
    });

    const wrongType = await client.put(`/api/services/${service.id}/questionnaire-template`, {
      questionnaireTemplateId: inquiry.id,
      isAfterBookingQuestionnaire: false,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toEqual([
      { field: 'questionnaireTemplateId', message: 'Please choose a booking questionnaire' },
    ]);
    const wrongInquiry = await client.put(`/api/services/${service.id}/inquiry-template`, {
      inquiryTemplateId: booking.id,
    });
    expect(wrongInquiry.body.errors).toEqual([
      { field: 'inquiryTemplateId', message: 'Please choose an inquiry questionnaire' },
    ]);

    const set = await client.put(`/api/services/${service.id}/questionnaire-template`, {
      questionnaireTemplateId: booking.id,
      isAfterBookingQuestionnaire: true,
    });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({
      bookingQuestionnaireTemplateId: booking.id,
      isAfterBookingQuestionnaire: true,
    });
    const setInquiry = await client.put(`/api/services/${service.id}/inquiry-template`, {
      inquiryTemplateId: inquiry.id,
    });
    expect(setInquiry.body.inquiryTemplateId).toBe(inquiry.id);
    expect((await client.get(`/api/services/edit/${service.id}`)).body).toMatchObject({
      bookingQuestionnaireTemplateId: booking.id,
      inquiryTemplateId: inquiry.id,
    });
    expect(
      (await api(owner).get(`/api/questionnaire-templates/${booking.id}`)).body.serviceCount,
    ).toBe(1);
    expect(
      (
        await serviceInquiryFields(app.deps.db, {
          businessId: owner.businessId,
          inquiryTemplateId: inquiry.id,
        })
      ).map((field) => field.id),
    ).toEqual(['fullName', 'email', 'm']);

    // A template used by services cannot change its type.
    const retype = await api(owner).put(`/api/questionnaire-templates/${booking.id}`, {
      ...bookingTemplate,
      type: 'INQUIRY',
    });
    expect(retype.status).toBe(400);
    expect(retype.body.detail).toBe(
      'This questionnaire is used by services, so its type cannot change. Detach it from them first.',
    );

    await api(owner).delete(`/api/questionnaire-templates/${booking.id}`);
    await api(owner).delete(`/api/questionnaire-templates/${inquiry.id}`);
    expect((await client.get(`/api/services/edit/${service.id}`)).body).toMatchObject({
      bookingQuestionnaireTemplateId: null,
      inquiryTemplateId: null,
      isAfterBookingQuestionnaire: false,
    });

    const cleared = await client.put(`/api/services/${service.id}/questionnaire-template`, {
      questionnaireTemplateId: null,
      isAfterBookingQuestionnaire: true,
    });
    expect(cleared.body.isAfterBookingQuestionnaire).toBe(false);
  });

  it("refuses another business's template and another business's service", async () => {
    const owner = await createOwner(app);
    const stranger = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const strangers = await create(stranger, bookingTemplate);
    const client = apiClient<TService>(app, owner);
    const res = await client.put(`/api/services/${service.id}/questionnaire-template`, {
      questionnaireTemplateId: strangers.id,
      isAfterBookingQuestionnaire: false,
    });
    expect(res.status).toBe(404);
    const foreign = apiClient(app, stranger);
    expect(
      (
        await foreign.put(`/api/services/${service.id}/inquiry-template`, {
          inquiryTemplateId: null,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await foreign.patch(`/api/services/${service.id}/client-changes`, {
          allowClientChanges: true,
          clientChangeNoticeHours: 1,
        })
      ).status,
    ).toBe(404);
  });

  it('sets the client changes of the manage link, notice from 0 to 720 hours', async () => {
    const owner = await createOwner(app);
    const service = await createServiceVia(app, owner);
    const client = apiClient<TService>(app, owner);
    const url = `/api/services/${service.id}/client-changes`;
    const ok = await client.patch(url, { allowClientChanges: true, clientChangeNoticeHours: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ allowClientChanges: true, clientChangeNoticeHours: 0 });
    for (const hours of [-1, 721]) {
      const bad = await client.patch(url, {
        allowClientChanges: true,
        clientChangeNoticeHours: hours,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe('The notice must be between 0 and 720 hours');
    }
    expect((await client.get(`/api/services/edit/${service.id}`)).body).toMatchObject({
      allowClientChanges: true,
      clientChangeNoticeHours: 0,
    });
  });
});
