// The OpenAPI document as integrators and generated clients read it: an independent linter
// (Redocly's recommended rules) finds no error in it, and what it declares about each operation
// (security, the business header, errors, ids) follows the route's access level.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/harness.ts';
import { operationIdOf } from './openapi.ts';

type Schema = Record<string, unknown> & {
  properties?: Record<string, Schema>;
  oneOf?: Schema[];
  enum?: unknown[];
};
type Operation = {
  operationId: string;
  requestBody?: { content: Record<string, { schema: Schema }> };
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let app: FastifyInstance;
let source: string;
let document: Document;

beforeAll(async () => {
  app = await testApp();
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  source = res.body;
  document = res.json();
});
afterAll(() => app.close());

function operation(method: string, path: string): Operation {
  const found = document.paths[path]?.[method];
  if (!found) throw new Error(`${method} ${path} is not documented`);
  return found;
}

describe('the OpenAPI document', () => {
  it('has no error under the recommended rules of an independent linter', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source,
      absoluteRef: '/api/openapi.json',
      config,
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    const warnings = problems.filter((problem) => problem.severity === 'warn');
    console.log(`openapi lint: ${errors.length} errors, ${warnings.length} warnings`);
    expect(
      errors.map((e) => `${e.ruleId}: ${e.message} at ${e.location[0]?.pointer ?? ''}`),
    ).toEqual([]);
    // What is left: paths the SPEC fixed that read alike (/services/edit/{id} and
    // /services/{id}/note), no license (the API is not published under one) and the click
    // tracker, which only redirects. A new kind of warning fails here until it is looked at.
    expect(new Set(warnings.map((w) => w.ruleId))).toEqual(
      new Set(['no-ambiguous-paths', 'info-license', 'operation-2xx-response']),
    );
  }, 60_000);

  it('declares how each kind of route is signed in to', () => {
    expect(operation('get', '/api/services').security).toEqual([{ bearer: [] }]);
    expect(operation('get', '/api/account').security).toEqual([{ bearer: [] }]);
    expect(operation('post', '/auth/login').security).toEqual([]);
    expect(operation('post', '/auth/refresh-token').security).toEqual([{ refreshCookie: [] }]);
  });

  it('declares the X-Business-Id header on the operations of a business only', () => {
    const header = (op: Operation) =>
      op.parameters?.find((p) => p.in === 'header' && p.name === 'X-Business-Id');
    expect(header(operation('get', '/api/services'))?.required).toBe(true);
    expect(header(operation('get', '/api/account'))).toBeUndefined();
    expect(header(operation('post', '/auth/login'))).toBeUndefined();
  });

  it('declares errors as problem details and no body for 204', () => {
    const services = operation('put', '/api/services/{id}');
    for (const status of ['400', '401', '404']) {
      expect(Object.keys(services.responses[status]?.content ?? {})).toEqual([
        'application/problem+json',
      ]);
    }
    const deleted = operation('delete', '/api/customers/{id}');
    expect(deleted.responses['204']?.content).toBeUndefined();
    expect(operation('get', '/api/health').responses['401']).toBeUndefined();
  });

  it('says the rules the server enforces on what it is sent', () => {
    const body = (method: string, path: string): Schema => {
      const schema = operation(method, path).requestBody?.content['application/json']?.schema;
      if (!schema) throw new Error(`${method} ${path} takes no JSON body`);
      return schema;
    };
    const email = body('post', '/auth/register').properties?.email;
    expect(email).toMatchObject({ format: 'email', pattern: expect.any(String) });
    const slots = body('post', '/api/services/{id}/date-times/{dateId}/slots').oneOf?.[0];
    expect(slots?.properties?.startTime?.pattern).toBe('^([01]\\d|2[0-3]):([0-5]\\d)$');
    expect(slots?.properties?.duration?.enum).toContain(45);
    expect(body('post', '/api/services/{id}/addons').properties?.fee).toMatchObject({
      anyOf: [{ enum: [0] }, { minimum: 50 }],
    });
    expect(body('put', '/api/businesses/{id}/profile').properties?.timeZone).toMatchObject({
      pattern: expect.any(String),
      example: 'Europe/Berlin',
    });
    // A pipe's rules (trimmed, then checked) are not lost.
    expect(body('post', '/api/options/mailchimp-setup').properties?.apiKey?.pattern).toEqual(
      expect.any(String),
    );
    const sortBy = operation('get', '/api/services').parameters?.find((p) => p.name === 'sortBy');
    expect((sortBy as { schema?: Schema } | undefined)?.schema?.enum).toEqual([1, 2, 3]);
  });

  it('names every operation uniquely, in camelCase from its method and path', () => {
    const ids = Object.values(document.paths).flatMap((ops) =>
      Object.values(ops).map((op) => op.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+[A-Za-z0-9]*$/);
    expect(operationIdOf('get', '/api/services/{id}/service-name')).toBe(
      'getServicesByIdServiceName',
    );
    expect(operation('get', '/api/services/{id}/service-name').operationId).toBe(
      'getServicesByIdServiceName',
    );
  });
});
