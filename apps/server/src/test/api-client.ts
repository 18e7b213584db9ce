// A small API client for tests, bound to one owner: inject with the owner's headers, parsed JSON
// back, typed as the route's answer.
import type { FastifyInstance } from 'fastify';
import type { TProblem } from '@studio/shared/platform/contracts';
import type { Owner } from './factories/owner.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a failure adds to the body. Not the whole problem: its numeric status would clash with
 * the status field of an answer such as an order's ('ACTIVE' | 'CANCELED'), leaving never.
 */
type ProblemFields = Partial<Omit<TProblem, 'status'>>;

export type Answer<T> = { status: number; body: T & ProblemFields };

/** Body types default to Default (the module's usual answer); each call may name its own. */
export function apiClient<Default = unknown>(app: FastifyInstance, owner: Owner) {
  async function request<T = Default>(
    method: Method,
    url: string,
    payload?: object,
  ): Promise<Answer<T>> {
    const res = await app.inject({
      method,
      url,
      headers: owner.headers,
      ...(payload === undefined ? {} : { payload }),
    });
    return { status: res.statusCode, body: res.json() };
  }
  return {
    request,
    get: <T = Default>(url: string) => request<T>('GET', url),
    post: <T = Default>(url: string, payload: object) => request<T>('POST', url, payload),
    put: <T = Default>(url: string, payload: object) => request<T>('PUT', url, payload),
    patch: <T = Default>(url: string, payload?: object) => request<T>('PATCH', url, payload),
    delete: <T = Default>(url: string) => request<T>('DELETE', url),
  };
}

export type ApiClient<Default = unknown> = ReturnType<typeof apiClient<Default>>;
