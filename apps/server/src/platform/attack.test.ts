// An attack run over the whole API, generated from its OpenAPI document: for every operation and
// every text, date and number field of its path, query and body, a request that is valid but for
// that one field, which carries a hostile value (NUL, a lone surrogate, an impossible or ancient
// date, an integer past its column, 1e308). No answer may be a 5xx, and every error must be
// problem details. A new route is attacked as soon as it is registered.
import crypto from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../test/factories/booking.ts';
import { createOwner, type Owner } from '../test/factories/owner.ts';
import { testApp } from '../test/harness.ts';
import { idFor, seedApiRecords, type Seeds } from '../test/api-seeds.ts';
import {
  type SocialStandIn,
  standInSocialApps,
  startSocialStandIn,
} from '../test/social-stand-in.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxItems?: number;
  nullable?: boolean;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Attack = {
  operation: string;
  field: string;
  method: Method;
  url: string;
  body?: unknown;
  rawBody?: string;
  isAnonymous: boolean;
};

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const BAD_TEXTS = [
  NUL,
  LONE_SURROGATE,
  '2026-02-30',
  '0017-01-01',
  '2026-02-30T10:00:00Z',
  '0017-01-01T10:00:00Z',
];
const BAD_NUMBERS = [2147483648, -2147483649, 9007199254740991, 1e308];
/** In a URL a lone surrogate can only travel as the invalid UTF-8 of its code unit. */
const BAD_URL_TEXTS = ['a%00b', 'a%ED%A0%80b', '2026-13-01', '0000-00-00', ...BAD_TEXTS.slice(2)];
const BAD_URL_NUMBERS = ['2147483648', '-2147483649', '9007199254740991', '1e308'];
const DEEP_JSON = '['.repeat(100_000) + ']'.repeat(100_000);

/** Candidate texts for a string field; the first that its pattern accepts is used. */
const TEXT_CANDIDATES = [
  'Attack value',
  'abc',
  '2031-06-15',
  '10:00',
  '10:00:00',
  '+1 555 0100',
  'client@example.com',
  'https://example.com',
  '#1F6FEB',
  'O1234567',
  'I1234567',
  'pk_test_123',
  'sk_test_123',
  'whsec_123',
];

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email') return 'client@example.com';
  if (schema.format === 'date') return '2031-06-15';
  if (schema.format === 'date-time') return '2031-06-15T10:00:00Z';
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    const found = TEXT_CANDIDATES.find((candidate) => pattern.test(candidate));
    if (found) return found;
  }
  return schema.minLength && schema.minLength > 12 ? 'x'.repeat(schema.minLength) : 'abc';
}

/** A value the schema accepts as far as a generic walk can tell (the first branch of a union). */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'abc';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  // Beside a type, anyOf and allOf are rules between its fields (fixed or at most 100%): the
  // sample follows the type, so every field is attacked.
  const branches = schema.type === undefined ? (schema.anyOf ?? schema.oneOf) : undefined;
  if (branches) return sample(branches.find((branch) => branch.type !== 'null') ?? branches[0]);
  if (schema.allOf && schema.type === undefined)
    return Object.assign({}, ...schema.allOf.map((part) => sample(part)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]),
      );
    case 'array':
      return schema.maxItems === 0 ? [] : [sample(schema.items)];
    case 'string':
      return sampleText(schema);
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
    case 'boolean':
      return false;
    default:
      if (schema.default !== undefined) return schema.default;
      return 'abc';
  }
}

type Leaf = { path: (string | number)[]; value: unknown };

function leaves(value: unknown, path: (string | number)[] = []): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => leaves(item, [...path, key]));
  }
  return [{ path, value }];
}

function replaced(value: unknown, path: (string | number)[], bad: unknown): unknown {
  if (path.length === 0) return bad;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaced(copy[head], rest, bad);
  return copy;
}

/**
 * Hostile values for a leaf of this sample value: texts for texts, numbers for numbers (a value
 * of the wrong type is refused by the schema before anything else, so it would prove nothing).
 */
function badValuesFor(value: unknown): unknown[] {
  if (typeof value === 'boolean') return [];
  if (typeof value === 'number') return BAD_NUMBERS;
  return BAD_TEXTS;
}

/** Path parameters: ids of the owner's own records, so an attack gets past the lookup. */
function pathValue(seeds: Seeds, route: string, name: string): string {
  if (name === 'id') return idFor(seeds, route);
  return seeds[name] ?? crypto.randomUUID();
}

function queryString(query: Record<string, unknown>, encode: (value: unknown) => string): string {
  const pairs = Object.entries(query).map(([key, value]) => `${key}=${encode(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function plainEncode(value: unknown): string {
  return encodeURIComponent(String(value));
}

function buildAttacks(
  document: { paths: Record<string, Record<string, Operation>> },
  seeds: Seeds,
  publicOperations: Set<string>,
): { attacks: Attack[]; operations: number } {
  const attacks: Attack[] = [];
  let operations = 0;
  for (const [route, methods] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      operations++;
      const name = `${method} ${route}`;
      const parameters = operation.parameters ?? [];
      const pathParams = Object.fromEntries(
        parameters
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, pathValue(seeds, route, p.name)]),
      );
      const query = Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, sample(p.schema)]),
      );
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? sample(bodySchema) : undefined;
      const urlOf = (params: Record<string, string>, q: string) =>
        route.replace(/\{([^}]+)\}/g, (_, key: string) => params[key] ?? 'x') + q;
      const baseQuery = queryString(query, plainEncode);
      const baseUrl = urlOf(
        Object.fromEntries(Object.entries(pathParams).map(([k, v]) => [k, plainEncode(v)])),
        baseQuery,
      );
      const variants: Omit<Attack, 'operation' | 'isAnonymous' | 'method'>[] = [];
      for (const key of Object.keys(pathParams)) {
        for (const bad of [
          ...BAD_URL_TEXTS.map((t) => t.replaceAll('/', '%2F')),
          ...BAD_URL_NUMBERS,
        ]) {
          const params = Object.fromEntries(
            Object.entries(pathParams).map(([k, v]) => [k, k === key ? bad : plainEncode(v)]),
          );
          variants.push({ field: `path ${key}=${bad}`, url: urlOf(params, baseQuery), body });
        }
      }
      for (const key of Object.keys(query)) {
        for (const bad of [...BAD_URL_TEXTS, ...BAD_URL_NUMBERS]) {
          const q = queryString(query, plainEncode).replace(
            `${key}=${plainEncode(query[key])}`,
            `${key}=${bad}`,
          );
          variants.push({ field: `query ${key}=${bad}`, url: baseUrl.split('?')[0] + q, body });
        }
      }
      if (body !== undefined) {
        for (const leaf of leaves(body)) {
          for (const bad of badValuesFor(leaf.value)) {
            variants.push({
              field: `body ${leaf.path.join('.')}=${JSON.stringify(bad)}`,
              url: baseUrl,
              body: replaced(body, leaf.path, bad),
            });
          }
        }
        variants.push({ field: 'body nested 100,000 deep', url: baseUrl, rawBody: DEEP_JSON });
      }
      for (const isAnonymous of publicOperations.has(name) ? [false, true] : [false]) {
        for (const variant of variants) {
          attacks.push({ ...variant, operation: name, method, isAnonymous });
        }
      }
    }
  }
  return { attacks, operations };
}

/** What is wrong with an answer: a 5xx, or an error that is not problem details. */
function defectOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body}`;
  if (response.statusCode < 400) return undefined;
  if (!String(response.headers['content-type']).startsWith('application/problem+json')) {
    return `answered ${response.statusCode} as ${String(response.headers['content-type'])}`;
  }
  const body = response.json<{ status?: unknown; title?: unknown; detail?: unknown }>();
  if (body.status !== response.statusCode || typeof body.title !== 'string') {
    return `answered ${response.statusCode} with a body that is not problem details`;
  }
  if (typeof body.detail !== 'string' || body.detail.includes('\u0000')) {
    return `answered ${response.statusCode} with a detail that repeats the input`;
  }
  return undefined;
}

let app: FastifyInstance;
let socialStandIn: SocialStandIn;
let owner: Owner;
let seeds: Seeds;

async function send(attack: Attack): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = attack.isAnonymous ? {} : { ...owner.headers };
  if (attack.rawBody !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method: attack.method,
    url: attack.url,
    headers,
    remoteAddress: clientAddress(),
    ...(attack.rawBody !== undefined
      ? { payload: attack.rawBody }
      : attack.body !== undefined && attack.method !== 'GET' && attack.method !== 'DELETE'
        ? { payload: attack.body as object }
        : {}),
  });
}

beforeAll(async () => {
  // Social sign-in is configured (against the local stand-in), so its routes read their input.
  socialStandIn = await startSocialStandIn();
  app = await testApp({
    google: standInSocialApps.google,
    facebook: standInSocialApps.facebook,
    socialApiUrl: socialStandIn.url,
  });
  owner = await createOwner(app);
  seeds = { ...(await seedApiRecords(app, owner)), '*': 'x', path: 'x' };
}, 120_000);

afterAll(async () => {
  await app.close();
  await socialStandIn.close();
});

describe('attack run generated from the OpenAPI document', () => {
  it('answers every hostile field of every operation with a 4xx problem, never a 5xx', async () => {
    const document = app.swagger() as { paths: Record<string, Record<string, Operation>> };
    // An operation is public when it answers an anonymous request with something else than 401.
    const publicOperations = new Set<string>();
    const probe = buildAttacks(document, seeds, new Set());
    for (const name of new Set(probe.attacks.map((a) => a.operation))) {
      const first = probe.attacks.find((a) => a.operation === name);
      if (!first) continue;
      const res = await send({ ...first, isAnonymous: true });
      if (res.statusCode !== 401) publicOperations.add(name);
    }
    const { attacks, operations } = buildAttacks(document, seeds, publicOperations);
    const defects: string[] = [];
    const batchSize = 8;
    for (let start = 0; start < attacks.length; start += batchSize) {
      const batch = attacks.slice(start, start + batchSize);
      const answers = await Promise.all(batch.map((attack) => send(attack)));
      answers.forEach((res, index) => {
        const attack = batch[index];
        const defect = defectOf(res);
        if (attack && defect) {
          const who = attack.isAnonymous ? 'anonymous' : 'owner';
          defects.push(`${attack.operation} [${who}] ${attack.field}: ${defect.slice(0, 300)}`);
        }
      });
    }
    console.log(
      `attack run: ${operations} operations, ${publicOperations.size} public, ${attacks.length} requests`,
    );
    if (defects.length > 0) console.log(defects.join('\n'));
    expect(operations).toBeGreaterThan(150);
    expect(defects.slice(0, 60), `${defects.length} defects`).toEqual([]);
  }, 600_000);
});
