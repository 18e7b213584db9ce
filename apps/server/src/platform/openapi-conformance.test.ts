// The OpenAPI document against the server, for EVERY operation: a request generated from the
// document's own schemas (the one a client built from it would send), sent as the signed-in owner
// of a business with real records, must be answered with a status the operation declares, in a
// content type it declares for that status, with a body its schema accepts. A generated client
// that trusts the document is then never refused for something the document allows, nor surprised
// by an answer it does not describe. A new route is checked as soon as it is registered.
import crypto from 'node:crypto';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idFor, seedApiRecords, type Seeds } from '../test/api-seeds.ts';
import { clientAddress } from '../test/factories/booking.ts';
import { createOwner, type Owner } from '../test/factories/owner.ts';
import { testApp } from '../test/harness.ts';

type Schema = Record<string, unknown> & {
  $ref?: string;
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Content = Record<string, { schema?: Schema }>;
type Operation = {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { content: Content };
  responses: Record<string, { content?: Content }>;
};
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema> };
};
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Call = { name: string; method: Method; path: string; operation: Operation };

let app: FastifyInstance;
let owner: Owner;
let seeds: Seeds;
let document: Document;
const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addFormat('binary', true);

/** Texts tried, in order, for a string with a pattern: the first the pattern accepts is sent. */
const TEXT_CANDIDATES = [
  'Conformance value',
  'abc',
  '2031-06-16',
  '10:00',
  '10:00:00',
  '2031-06',
  '+1 555 0100',
  'client@example.com',
  'https://example.com/page',
  'example.com',
  '#1F6FEB',
  'O1234567',
  'I1234567',
  'pk_test_123',
  'sk_test_123',
  'whsec_123',
  'abc-def',
  '12345',
  'text/event-stream',
  'G-ABC1234',
  '0123456789abcdef-us21',
  'https://zoom.us/j/1234567890',
  '0'.repeat(64),
  '123456789012',
];

function resolved(schema: Schema): Schema {
  const ref = schema.$ref;
  if (!ref) return schema;
  const name = ref.replace('#/components/schemas/', '');
  const target = document.components.schemas?.[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolved(target);
}

/** A copy with every component reference inlined, for ajv (the document is not one schema). */
function inlined(value: unknown, depth = 0): unknown {
  if (depth > 40) throw new Error('schema nested too deep (a cycle?)');
  if (Array.isArray(value)) return value.map((item) => inlined(item, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Schema;
  if (object.$ref) return inlined(resolved(object), depth + 1);
  const copy: Schema = Object.fromEntries(
    Object.entries(object).map(([key, item]) => [key, inlined(item, depth + 1)]),
  );
  // OpenAPI 3.0 writes an exclusive bound as a flag beside the bound; ajv reads JSON Schema's
  // number form.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (copy[flag] === true) {
      copy[flag] = copy[bound];
      delete copy[bound];
    } else if (copy[flag] === false) delete copy[flag];
  }
  return copy;
}

const validators = new Map<unknown, ValidateFunction>();
function validatorOf(schema: Schema): ValidateFunction {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(inlined(schema) as object);
    validators.set(schema, validate);
  }
  return validate;
}

/** For the end of a range: later than every candidate above, so the range is not empty. */
const LATER_CANDIDATES = ['11:00', '11:00:00', '2031-06-17', '2031-06-17T11:00:00.000Z'];

function textFor(schema: Schema, name: string): string {
  const known = seeds[name];
  if (known && accepts(schema, known)) return known;
  if (/^(end|to|until)/i.test(name)) {
    const later = LATER_CANDIDATES.find((candidate) => accepts(schema, candidate));
    if (later) return later;
  }
  if (schema.format === 'uuid') return crypto.randomUUID();
  if (schema.format === 'email')
    return `conformance-${crypto.randomBytes(4).toString('hex')}@example.com`;
  if (schema.format === 'date') return '2031-06-16';
  if (schema.format === 'date-time') return '2031-06-16T10:00:00.000Z';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/page';
  const candidates = [...TEXT_CANDIDATES];
  if (schema.minLength !== undefined) candidates.push('x'.repeat(schema.minLength));
  return candidates.find((candidate) => accepts(schema, candidate)) ?? 'abc';
}

function accepts(schema: Schema, value: unknown): boolean {
  return validatorOf(schema)(value);
}

/** Both schemas at once: properties merged one by one, required fields added up. */
function merged(a: Schema, b: Schema): Schema {
  const result: Schema = { ...a, ...b };
  if (a.properties || b.properties) {
    const keys = new Set([...Object.keys(a.properties ?? {}), ...Object.keys(b.properties ?? {})]);
    result.properties = Object.fromEntries(
      [...keys].map((key) => [
        key,
        merged(resolved(a.properties?.[key] ?? {}), resolved(b.properties?.[key] ?? {})),
      ]),
    );
  }
  if (a.required || b.required) result.required = [...(a.required ?? []), ...(b.required ?? [])];
  if (a.anyOf && b.anyOf) {
    result.anyOf = a.anyOf.flatMap((x) => (b.anyOf ?? []).map((y) => merged(x, y)));
  }
  return result;
}

/**
 * A value the schema accepts, as small as it allows: required properties (and those a seeded
 * record can fill) only, the fewest items, the first enum value or union branch.
 */
function generate(raw: Schema, name = ''): unknown {
  const schema = resolved(raw);
  if ('const' in schema) return schema.const;
  const seeded = seeds[name];
  if (seeded !== undefined && accepts(schema, seeded)) return seeded;
  // A default or an example is a value the server expects (null is left for the type to fill).
  for (const given of [schema.default, schema.example]) {
    if (given != null && accepts(schema, given)) return given;
  }
  if (schema.enum) return schema.enum.find((value) => value !== null) ?? null;
  if (schema.allOf) {
    const { allOf, ...base } = schema;
    return generate(allOf.map(resolved).reduce(merged, base), name);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && schema.type !== undefined) {
    // A rule beside the type (0 or at least 50; one of two sets of required fields): the
    // first branch that, merged into the rest, gives a value the whole schema accepts.
    const { anyOf: _anyOf, oneOf: _oneOf, ...base } = schema;
    for (const branch of branches) {
      const candidate = generate(merged(base, resolved(branch)), name);
      if (accepts(schema, candidate)) return candidate;
    }
    return generate(base, name);
  }
  if (branches) {
    const branch = branches.find((b) => !(b.enum?.length === 1 && b.enum[0] === null));
    return generate(branch ?? branches[0] ?? {}, name);
  }
  switch (schema.type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key) || seeds[key] !== undefined)
          .map(([key, value]) => [key, generate(value, key)]),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => generate(schema.items ?? {}, name));
    case 'string':
      return textFor(schema, name);
    case 'integer':
    case 'number': {
      const low =
        typeof schema.exclusiveMinimum === 'number'
          ? schema.exclusiveMinimum + 1
          : (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(1, low), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    default:
      return 'value';
  }
}

/** The path with its parameters filled: seeded ids where the name says which record. */
function concretePath(path: string, operation: Operation): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters?.find((p) => p.in === 'path' && p.name === name);
    const value =
      name === 'id'
        ? idFor(seeds, path)
        : parameter?.schema
          ? String(generate(parameter.schema, name))
          : (seeds[name] ?? 'x');
    return encodeURIComponent(value);
  });
}

function queryOf(operation: Operation): string {
  const pairs = (operation.parameters ?? [])
    .filter((p) => p.in === 'query' && (p.required || seeds[p.name] !== undefined))
    .map((p) => `${p.name}=${encodeURIComponent(String(generate(p.schema ?? {}, p.name)))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

let image: Buffer;

function multipart(): { payload: Buffer; contentType: string } {
  const boundary = `----conformance${crypto.randomBytes(6).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function send(call: Call, as: Owner): Promise<LightMyRequestResponse> {
  const { method, path, operation } = call;
  const headers: Record<string, string> = { ...as.headers };
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in !== 'header' || !parameter.required || parameter.name === 'X-Business-Id')
      continue;
    headers[parameter.name.toLowerCase()] = String(
      generate(parameter.schema ?? {}, parameter.name),
    );
  }
  const content = operation.requestBody?.content ?? {};
  let payload: string | Buffer | undefined;
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema) {
    const body = generate(jsonSchema);
    if (!accepts(jsonSchema, body)) {
      throw new Error(`the generated body is refused by its own schema: ${JSON.stringify(body)}`);
    }
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  } else if (content['multipart/form-data']) {
    const form = multipart();
    payload = form.payload;
    headers['content-type'] = form.contentType;
  }
  return app.inject({
    method,
    url: concretePath(path, operation) + queryOf(operation),
    headers,
    remoteAddress: clientAddress(),
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** The event stream stays open: it is read until the owner signs out, which ends it. */
async function sendStream(call: Call): Promise<LightMyRequestResponse> {
  const streamer = await createOwner(app);
  const answer = send(call, streamer);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await app.inject({ method: 'GET', url: '/auth/logout', headers: streamer.headers });
  return answer;
}

/**
 * Operations that may refuse (400) a request their document allows, and why: the rule depends on
 * stored records, a secret or the server's configuration, or ties fields together in a way
 * OpenAPI 3.0 cannot say. Any other 400 to a generated request is a rule the server enforces but
 * the document does not say, and fails the test.
 */
const REFUSALS_THE_DOCUMENT_CANNOT_SAY: Record<string, string> = {
  'GET /api/coupons/validate': 'the code must be one of the business’s coupons',
  'POST /auth/reset-password': 'the token must be one the server sent',
  'POST /auth/register/social': 'the ticket must be one the server issued',
  'POST /api/account/confirm-email': 'the token must be one the server sent',
  'PUT /api/account/email': 'the token must be one the server sent',
  'PUT /api/businesses/{id}/email': 'the token must be one the server sent',
  'POST /api/public/payments/stripe/{businessId}/webhook': 'the body must carry Stripe’s signature',
  'PATCH /api/services/{id}/packages/order': 'the ids must be exactly the service’s packages',
  'PATCH /api/services/{id}/addons/order': 'the ids must be exactly the service’s add-ons',
  'PATCH /api/services/{id}/availability-template': 'only full sessions and bundles take one',
  'POST /api/public/businesses/{businessSlug}/inquiries': 'the answers follow the business’s form',
  'POST /api/message-tokens': 'the push services allowed are the server’s configuration',
  'GET /api/emails/replace-emails':
    'exactly one of orderId and inquiryId (OpenAPI cannot tie query parameters together)',
  'GET /api/orders/inquiry-same':
    'exactly one of orderId and inquiryId (OpenAPI cannot tie query parameters together)',
};

/** What is wrong with the answer by the document, or undefined when it conforms. */
function mismatchOf(call: Call, res: LightMyRequestResponse): string | undefined {
  const declared =
    call.operation.responses[String(res.statusCode)] ?? call.operation.responses.default;
  if (!declared) {
    return `answered ${res.statusCode}, which is not declared: ${res.body.slice(0, 300)}`;
  }
  if (res.statusCode === 400 && !REFUSALS_THE_DOCUMENT_CANNOT_SAY[call.name]) {
    return `refused a request its document allows: ${res.body.slice(0, 300)}`;
  }
  const contentType =
    String(res.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim() ?? '';
  if (!declared.content) {
    return res.body.length === 0
      ? undefined
      : `answered ${res.statusCode} with a body where none is declared`;
  }
  const media = declared.content[contentType] ?? declared.content['*/*'];
  if (!media) {
    return `answered ${res.statusCode} as ${contentType || 'no content type'}, declared ${Object.keys(declared.content).join(', ')}`;
  }
  if (!contentType.endsWith('json') || !media.schema) return undefined;
  const validate = validatorOf(media.schema);
  if (validate(JSON.parse(res.body))) return undefined;
  return `answered ${res.statusCode} with a body its schema refuses: ${ajv.errorsText(validate.errors)}; ${res.body.slice(0, 300)}`;
}

/**
 * Reads first, then writes, then cancellations and deletions, then what ends the owner's sign-in:
 * each request still finds the seeded records (and a signed-in owner) the ones before it left.
 */
function orderOf(call: Call): number {
  if (call.path === '/auth/logout') return 6;
  if (call.path === '/api/account/password') return 5;
  if (/^\/api\/account\/(email|logins)/.test(call.path)) return 4;
  if (call.method === 'GET') return 0;
  if (call.method === 'DELETE') return 3;
  if (/cancel|void|merge/.test(call.path)) return 2;
  return 1;
}

beforeAll(async () => {
  // Outside providers answer at once, refusing the connection (a 502 the document declares),
  // instead of being reached over the internet.
  const nowhere = 'http://127.0.0.1:9';
  app = await testApp({
    mailchimpApiUrl: nowhere,
    flodeskApiUrl: nowhere,
    facebookGraphUrl: nowhere,
  });
  owner = await createOwner(app);
  seeds = { ...(await seedApiRecords(app, owner)), path: 'x' };
  image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#8A9A5B' } })
    .png()
    .toBuffer();
  document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 120_000);
afterAll(() => app.close());

function allCalls(): Call[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      name: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase() as Method,
      path,
      operation,
    })),
  );
}

describe('the OpenAPI document against the server', () => {
  it('refuses what its security and business header say are needed, as declared', async () => {
    const calls = allCalls();
    const mismatches: string[] = [];
    for (const call of calls) {
      const security = call.operation.security ?? [];
      // Public, or signing in is optional ({} among the alternatives).
      if (security.length === 0 || security.some((s) => Object.keys(s).length === 0)) continue;
      const anonymous = await app.inject({
        method: call.method,
        url: concretePath(call.path, call.operation),
        remoteAddress: clientAddress(),
      });
      if (anonymous.statusCode !== 401 || !call.operation.responses['401']) {
        mismatches.push(`${call.name} without credentials answered ${anonymous.statusCode}`);
      }
      const needsBusiness = call.operation.parameters?.some((p) => p.name === 'X-Business-Id');
      if (!needsBusiness) continue;
      const { authorization } = owner.headers;
      const withoutBusiness = await app.inject({
        method: call.method,
        url: concretePath(call.path, call.operation),
        headers: authorization ? { authorization } : {},
        remoteAddress: clientAddress(),
      });
      if (withoutBusiness.statusCode !== 400 || !call.operation.responses['400']) {
        mismatches.push(
          `${call.name} without X-Business-Id answered ${withoutBusiness.statusCode}`,
        );
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('answers a request generated for every operation as the document declares', async () => {
    const calls = allCalls().sort((a, b) => orderOf(a) - orderOf(b));
    const mismatches: string[] = [];
    const statuses = new Map<string, number>();
    for (const call of calls) {
      let res: LightMyRequestResponse;
      try {
        res = call.path.endsWith('/stream') ? await sendStream(call) : await send(call, owner);
      } catch (error) {
        mismatches.push(`${call.name}: could not be sent: ${String(error)}`);
        continue;
      }
      const band = `${String(res.statusCode).charAt(0)}xx`;
      statuses.set(band, (statuses.get(band) ?? 0) + 1);
      if (process.env.CONFORMANCE_TRACE && res.statusCode >= 400)
        console.log(`TRACE ${call.name} ${res.statusCode} ${res.body.slice(0, 240)}`);
      const mismatch = mismatchOf(call, res);
      if (mismatch) mismatches.push(`${call.name}: ${mismatch}`);
    }
    console.log(
      `conformance: ${calls.length} operations, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    if (mismatches.length > 0) console.log(mismatches.join('\n'));
    expect(calls.length).toBeGreaterThan(250);
    expect(mismatches).toEqual([]);
  }, 300_000);
});
