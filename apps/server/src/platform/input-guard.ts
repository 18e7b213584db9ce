// Checks every request makes before any route reads it: JSON bodies no deeper than a form can
// nest, and no text (body, query string, path) holding characters the database cannot store.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@studio/shared/messages';
import { hasForbiddenCharacters } from '@studio/shared/validation';
import { AppError } from './errors.ts';

/**
 * The deepest JSON a request may nest. The deepest legitimate bodies (questionnaires, page
 * content, options) nest about ten levels; a body nested thousands deep would only exhaust the
 * stack of whatever walks it next.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether the JSON text nests objects or arrays deeper than `maxDepth`, counted on the raw text
 * in one pass without building anything, so a hostile body costs no more than its length.
 */
export function isNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === 0x5c)
        index++; // a backslash escapes the next character
      else if (code === 0x22) isInString = false;
    } else if (code === 0x22) {
      isInString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth++;
      if (depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

/**
 * The first text in `value` (a parsed body, query or params object) that holds a forbidden
 * character, as a dotted field path ('' for the value itself); keys count as text too, since
 * JSON objects are stored as jsonb. Undefined when all of it is clean.
 */
export function findForbiddenText(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasForbiddenCharacters(key)) return itemPath;
    const found = findForbiddenText(item, itemPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

function forbiddenTextIn(request: FastifyRequest): string | undefined {
  // The body is checked only once parsed as JSON or a form: raw bodies (the payment provider's
  // signed webhook) are bytes that a route checks itself and never stores as text.
  const body = Buffer.isBuffer(request.body) ? undefined : request.body;
  return (
    findForbiddenText(request.params) ?? findForbiddenText(request.query) ?? findForbiddenText(body)
  );
}

export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (isNestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION', messages.jsonTooDeep(MAX_JSON_DEPTH)), undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // preValidation runs on every route after the body is parsed and before its schema is applied,
  // so routes whose schema is loose (free-form options, answers) are covered as well.
  app.addHook('preValidation', async (request) => {
    const field = forbiddenTextIn(request);
    if (field !== undefined) throw AppError.validation(field, messages.forbiddenCharacters);
  });
}
