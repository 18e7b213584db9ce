// The OpenAPI document (GET /api/openapi.json), completed in one place from what the routes already
// say: their zod schemas (jsonSchemaTransform) and their access level (route config, auth.ts). Every
// operation gets a stable operationId, its security (bearer token, the refresh cookie, or none), the
// X-Business-Id header when it acts for a business, the errors it can answer as problem details, and
// content types that match what is sent. Integrators and generated clients read this document, so
// what it declares is what the server accepts and answers (openapi-conformance.test.ts checks it).
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyPluginOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS_HEADER, ZProblem } from '@studio/shared/platform/contracts';
import type { Access } from './auth.ts';
import {
  OPTIONAL_SIGN_IN_OPERATIONS,
  RATE_LIMITED_OPERATIONS,
  PROVIDER_OPERATIONS,
  OTHER_ERRORS,
  NON_JSON_ANSWERS,
  WHO_MAY_CALL,
  usesRefreshCookieOf,
  ERROR_DESCRIPTIONS,
  TAG_DESCRIPTIONS,
} from './openapi-catalogue.ts';

type JsonObject = Record<string, unknown>;
type Schema = JsonObject;
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type MediaType = { schema?: Schema };
type Response = { description: string; content?: Record<string, MediaType>; headers?: JsonObject };
type Operation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response>;
  [extension: `x-${string}`]: unknown;
};
type Document = {
  openapi: string;
  info: JsonObject;
  servers?: { url: string; description?: string }[];
  tags?: { name: string; description?: string }[];
  components: { schemas?: Record<string, Schema>; securitySchemes?: Record<string, JsonObject> };
  paths: Record<string, Record<string, Operation>>;
};

/** Marks carried from the route to the document pass on each operation, then removed. */
const ACCESS = 'x-studio-access';
const FORBIDDEN_BY_ROLE = 'x-studio-requires';
const MULTIPART = 'x-studio-multipart';

type OverrideContext = { zodSchema: unknown; jsonSchema: JsonObject };
type ZodInternals = { _zod: { def: { type: string; in?: unknown; out?: unknown } } };

/** What the output side of a pipe checks that a client sending its input must know. */
const PIPED_RULES = [
  'pattern',
  'minLength',
  'maxLength',
  'format',
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
] as const;

/**
 * zod's JSON Schema of a pipe is that of its input side alone: `z.string().trim().pipe(z.string()
 * .regex(...))` (trim first, then check) loses the regex, and `z.coerce.number().pipe(ZKind)` its
 * list of values: the document would allow what the server refuses. The rules of the output side
 * are copied onto it (a `.meta()` given to the
 * schema keeps its own words); on an answer the output side is already what is written. The rest
 * is what fastify-type-provider-zod's own override does for OpenAPI 3.0, which this one replaces:
 * a union with null becomes one nullable schema, and dates and undefined are written as they are
 * sent (no request takes either).
 */
function completeZodJsonSchema(ctx: OverrideContext): void {
  const def = (ctx.zodSchema as ZodInternals)._zod.def;
  const json = ctx.jsonSchema;
  if (def.type === 'pipe') {
    const rules = z.toJSONSchema(def.out as z.ZodType, {
      target: 'openapi-3.0',
      io: 'input',
      unrepresentable: 'any',
    }) as JsonObject;
    // A choice of literals (z.literal(1).or(z.literal(2))) is a list of values.
    const literals = (rules.anyOf as JsonObject[] | undefined)?.flatMap((branch) =>
      Array.isArray(branch.enum) && branch.enum.length === 1 ? branch.enum : [undefined],
    );
    const isChoice = literals !== undefined && !literals.includes(undefined);
    if (isChoice) rules.enum = literals;
    if (rules.type === undefined || rules.type === json.type || isChoice) {
      for (const key of PIPED_RULES) {
        const [mine, theirs] = [json[key], rules[key]];
        if (theirs === undefined) continue;
        // Both sides check a bound: the tighter one is the rule.
        if (key === 'minimum' && typeof mine === 'number')
          json[key] = Math.max(mine, theirs as number);
        else if (key === 'maximum' && typeof mine === 'number')
          json[key] = Math.min(mine, theirs as number);
        else if (mine === undefined) json[key] = theirs;
      }
    }
  }
  if (def.type === 'union' && Array.isArray(json.anyOf)) {
    const branches = (json.anyOf as JsonObject[]).filter((b) => Object.keys(b).length > 0);
    const isNull = (b: JsonObject) =>
      b.nullable === true && Array.isArray(b.enum) && b.enum.length === 1 && b.enum[0] === null;
    const others = branches.filter((b) => !isNull(b));
    json.anyOf = branches;
    if (others.length < branches.length && others.length > 0) {
      if (others.length === 1) {
        delete json.anyOf;
        Object.assign(json, others[0], { nullable: true });
      } else {
        json.anyOf = others;
        json.nullable = true;
      }
    }
  }
  if (def.type === 'date') {
    json.type = 'string';
    json.format = 'date-time';
  }
  if (def.type === 'undefined') json.type = 'null';
}

const jsonSchemaTransform = createJsonSchemaTransform({
  zodToJsonConfig: { override: completeZodJsonSchema as never },
});

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 1 },
};

const PROBLEM_REF = { $ref: '#/components/schemas/Problem' };
const PROBLEM_TYPE = 'application/problem+json';

export function openapiOptions(): SwaggerOptions & FastifyPluginOptions {
  return {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Studio API',
        description:
          'The photographer business API. Owner operations need a bearer access token (POST ' +
          '/auth/login) and, when they act for a business, its id in the X-Business-Id header. ' +
          'Errors are problem details (RFC 9457) sent as application/problem+json.',
        version: '1.0.0',
      },
      // Relative: the document is served by the API it describes, at whatever address it has.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'studio_rt',
            description: 'The refresh token set by a sign-in (HttpOnly)',
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input) as { schema: JsonObject; url: string };
      const route = input.route;
      if (!schema || schema.hide) return { schema, url };
      const isApi = /^\/(api|auth)\//.test(route.url);
      const config = (route.config ?? {}) as { access?: Access; requires?: unknown };
      const source = (input.schema ?? {}) as { consumes?: string[] };
      return {
        // A wildcard is a path parameter named `path` in the document ('*' is not a name).
        url: url.replace(/\*$/, ':path'),
        schema: {
          ...schema,
          ...(schema.params && url.endsWith('*') ? { params: renameWildcard(schema.params) } : {}),
          [ACCESS]: config.access ?? (isApi ? 'business' : 'public'),
          [FORBIDDEN_BY_ROLE]: config.requires !== undefined,
          [MULTIPART]: source.consumes?.includes('multipart/form-data') ?? false,
        },
      };
    },
    transformObject: (input) => {
      const document = 'openapiObject' in input ? input.openapiObject : input.swaggerObject;
      return completeDocument(document as unknown as Document) as unknown as typeof document;
    },
  };
}

function renameWildcard(params: unknown): unknown {
  const object = params as { properties?: Record<string, unknown>; required?: string[] };
  const { '*': wildcard, ...rest } = object.properties ?? {};
  return {
    ...object,
    properties: { ...rest, path: wildcard },
    required: (object.required ?? []).map((name) => (name === '*' ? 'path' : name)),
  };
}

export function completeDocument(document: Document): Document {
  const tags = new Set<string>();
  const operationIds = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, shared] of Object.entries(operations)) {
      // A route of several methods shares one operation object between them: each gets its own.
      const operation = structuredClone(shared);
      operations[method] = operation;
      completeOperation(`${method.toUpperCase()} ${path}`, operation);
      operation.operationId = uniqueId(operationIdOf(method, path), operationIds);
      for (const tag of operation.tags ?? []) tags.add(tag);
    }
  }
  document.tags = [...tags].sort().map((name) => ({
    name,
    ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}),
  }));
  document.components.schemas = {
    ...document.components.schemas,
    Problem: z.toJSONSchema(ZProblem, { target: 'openapi-3.0', io: 'output' }) as Schema,
  };
  for (const schema of Object.values(document.components.schemas)) walkSchemas(schema);
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) walkSchemas(operation);
  }
  return document;
}

function completeOperation(name: string, operation: Operation): void {
  const access = operation[ACCESS] as Access;
  const isForbiddenByRole = operation[FORBIDDEN_BY_ROLE] === true;
  const isMultipart = operation[MULTIPART] === true;
  delete operation[ACCESS];
  delete operation[FORBIDDEN_BY_ROLE];
  delete operation[MULTIPART];
  const [method = 'GET', path = ''] = name.split(' ');

  operation.summary ??= summaryOf(method, path);
  const who = WHO_MAY_CALL[usesRefreshCookieOf(name) ? 'refresh' : access];
  operation.description = operation.description ? `${operation.description}\n\n${who}` : who;
  operation.tags ??= [path.split('/').filter(Boolean)[1] ?? 'platform'];
  const usesRefreshCookie = usesRefreshCookieOf(name);
  operation.security = usesRefreshCookie
    ? [{ refreshCookie: [] }]
    : OPTIONAL_SIGN_IN_OPERATIONS.has(name)
      ? [{}, { refreshCookie: [] }, { bearer: [] }]
      : access === 'public'
        ? []
        : [{ bearer: [] }];
  if (access === 'business') {
    operation.parameters = [
      ...(operation.parameters ?? []).filter(
        (p) => !(p.in === 'header' && p.name === BUSINESS_HEADER),
      ),
      {
        in: 'header',
        name: 'X-Business-Id',
        required: true,
        description: 'The business this request acts for (the account must be its member)',
        schema: { type: 'string', format: 'uuid' },
      } as Parameter,
    ];
  }
  if (isMultipart) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { file: { type: 'string', format: 'binary' } },
            required: ['file'],
          },
        },
      },
    };
  }

  const responses: Record<string, Response> = {};
  for (const [status, response] of Object.entries(operation.responses)) {
    responses[status] = answerOf(status, response);
  }
  Object.assign(responses, NON_JSON_ANSWERS[name] ?? {});
  if (NON_JSON_ANSWERS[name]?.[302]) delete responses[200];

  const hasInput = (operation.parameters?.length ?? 0) > 0 || operation.requestBody !== undefined;
  const hasPathId = path.includes('{');
  const hasBody = operation.requestBody !== undefined;
  const errors = new Set<number>();
  if (hasInput || access === 'business' || usesRefreshCookie) errors.add(400);
  if (access !== 'public' || usesRefreshCookie) errors.add(401);
  if (isForbiddenByRole) errors.add(403);
  if (hasPathId || access === 'business') errors.add(404);
  if (method !== 'GET') errors.add(409);
  if (hasBody) errors.add(413).add(415);
  if (access === 'public' || isMultipart || RATE_LIMITED_OPERATIONS.has(name)) errors.add(429);
  for (const status of OTHER_ERRORS[name] ?? []) errors.add(status);
  if (PROVIDER_OPERATIONS.some((pattern) => pattern.test(name))) errors.add(502);
  // Every operation reads the database: while it is unreachable the answer is 503.
  errors.add(503);
  for (const status of errors) {
    responses[status] ??= {
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { [PROBLEM_TYPE]: { schema: PROBLEM_REF } },
    };
  }
  for (const status of ['429', '503']) {
    const response = responses[status];
    if (response) response.headers = { 'Retry-After': RETRY_AFTER };
  }
  operation.responses = Object.fromEntries(
    Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
  );
}

/**
 * A declared answer as it is sent: no body for 204 and 304, problem details for an error (the
 * shared Problem schema when it is just that, else the route's own problem shape).
 */
function answerOf(status: string, response: Response): Response {
  const description =
    response.description && response.description !== 'Default Response'
      ? response.description
      : (ERROR_DESCRIPTIONS[status] ?? defaultDescription(status));
  if (status === '204' || status === '304') return { description };
  const schema = Object.values(response.content ?? {})[0]?.schema;
  if (Number(status) >= 400) {
    const isPlainProblem = schema !== undefined && isSameSchema(schema, problemJsonSchema());
    return {
      description,
      content: { [PROBLEM_TYPE]: { schema: isPlainProblem || !schema ? PROBLEM_REF : schema } },
    };
  }
  return { ...response, description };
}

function defaultDescription(status: string): string {
  if (status === '200') return 'OK';
  if (status === '201') return 'Created';
  if (status === '204') return 'Done; no content';
  if (status === '304') return 'Not modified since the ETag sent in If-None-Match';
  return 'Answer';
}

let problemSchema: Schema | undefined;
function problemJsonSchema(): Schema {
  problemSchema ??= z.toJSONSchema(ZProblem, { target: 'openapi-3.0', io: 'output' }) as Schema;
  return problemSchema;
}

function isSameSchema(a: unknown, b: unknown): boolean {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value as JsonObject)
        .filter(([key]) => !['$schema', 'additionalProperties'].includes(key))
        .sort(([x], [y]) => x.localeCompare(y))
        .map(([key, item]) => [key, strip(item)]),
    );
  };
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b));
}

/**
 * OpenAPI 3.0 allows `nullable` only beside a `type`: a schema of any value (z.unknown()) already
 * admits null, so its `nullable` says nothing and is dropped.
 */
function walkSchemas(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) walkSchemas(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const object = value as JsonObject;
  // A nullable enum lists null among its values (OpenAPI 3.0.3), else null is refused by it.
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) {
    object.enum = [...(object.enum as unknown[]), null];
  }
  if (object.nullable === true && object.type === undefined) {
    // Beside a union, null is admitted by each branch instead (the same values).
    const branches = (object.anyOf ?? object.oneOf) as JsonObject[] | undefined;
    for (const branch of branches ?? []) if (branch.type !== undefined) branch.nullable = true;
    delete object.nullable;
  }
  for (const item of Object.values(object)) walkSchemas(item);
}

/** `GET /api/services/{id}/service-name` → getServicesByIdServiceName (the /api prefix dropped). */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      return param ? ['by', ...wordsOf(param[1] ?? '')] : wordsOf(segment);
    });
  return [method.toLowerCase(), ...words.map(capitalized)].join('');
}

function wordsOf(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.toLowerCase());
}

function capitalized(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function uniqueId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}${n}`;
  taken.add(candidate);
  return candidate;
}

/** A summary for an operation whose route gave none: its verb and what it acts on. */
function summaryOf(method: string, path: string): string {
  const verb =
    { GET: 'Read', POST: 'Send', PUT: 'Replace', PATCH: 'Change', DELETE: 'Delete' }[method] ??
    method;
  const what = path
    .replace(/^\/(api|auth)\//, (_, prefix: string) => (prefix === 'auth' ? 'auth ' : ''))
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(.+)\}$/, 'by $1').replace(/-/g, ' '))
    .join(' ');
  return `${verb} ${what}`;
}
