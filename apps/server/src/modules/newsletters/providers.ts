// The newsletter tools' APIs: Mailchimp through its official Node client, Flodesk through its
// REST API. Both subscribe calls are create-or-update by email address, so sending one again
// (a retried job, a second worker after a lapsed lease) leaves one member, never two.
import crypto from 'node:crypto';
import MailchimpClient from '@mailchimp/mailchimp_marketing/src/ApiClient.js';
import type { TNewsletterProvider } from '@studio/shared/newsletters/contracts';

const REQUEST_TIMEOUT_MS = 15_000;
const USER_AGENT = 'Studio newsletter integration';

/**
 * Why a call failed: `refused` the key (401, 403: the owner must reconnect), `rejected` this
 * request (another 4xx: sending it again gives the same answer), `unavailable` (429, 5xx, no
 * answer: worth trying again later).
 */
export class ProviderFailure extends Error {
  constructor(
    readonly kind: 'refused' | 'rejected' | 'unavailable',
    readonly status: number | undefined,
    detail: string,
  ) {
    super(detail);
    this.name = 'ProviderFailure';
  }
}

function failureOf(status: number | undefined, detail: string): ProviderFailure {
  if (status === 401 || status === 403) return new ProviderFailure('refused', status, detail);
  if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429)
    return new ProviderFailure('rejected', status, detail);
  return new ProviderFailure('unavailable', status, detail);
}

export type Person = { email: string; firstName: string; lastName: string };
export type NewsletterList = { id: string; name: string };

export type NewsletterApi = {
  /** Checks the key; answers the account's name to show. */
  account(apiKey: string): Promise<{ accountName: string }>;
  lists(apiKey: string): Promise<NewsletterList[]>;
  /** Adds the person to the list, or updates them when they are in it already. */
  subscribe(apiKey: string, listId: string, person: Person): Promise<void>;
};

export type NewsletterApiUrls = { mailchimp: string; flodesk: string };

export const defaultNewsletterApiUrls: NewsletterApiUrls = {
  // The client puts the key's data center in place of 'server'.
  mailchimp: 'https://server.api.mailchimp.com/3.0',
  flodesk: 'https://api.flodesk.com/v1',
};

/** The data center a Mailchimp key belongs to: what follows its last dash (us21). */
export function mailchimpDataCenter(apiKey: string): string {
  return apiKey.slice(apiKey.lastIndexOf('-') + 1);
}

/** Mailchimp's member id: the MD5 hex of the lower-cased address. */
export function mailchimpSubscriberHash(email: string): string {
  return crypto.createHash('md5').update(email.trim().toLowerCase()).digest('hex');
}

type SuperagentError = {
  status?: number;
  message?: string;
  response?: { body?: { title?: string; detail?: string } };
};

async function mailchimpCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const failure = error as SuperagentError;
    const body = failure.response?.body;
    const detail = body?.detail ?? body?.title ?? failure.message ?? String(error);
    throw failureOf(failure.status, `Mailchimp: ${detail}`);
  }
}

function mailchimpApi(baseUrl: string): NewsletterApi {
  const clientFor = (apiKey: string) => {
    const client = new MailchimpClient();
    client.basePath = baseUrl.replace(/\/+$/, '');
    client.timeout = REQUEST_TIMEOUT_MS;
    client.setConfig({ apiKey, server: mailchimpDataCenter(apiKey) });
    return client;
  };
  return {
    async account(apiKey) {
      const client = clientFor(apiKey);
      await mailchimpCall(() => client.ping.get());
      const root = await mailchimpCall(() => client.root.getRoot({ fields: ['account_name'] }));
      return { accountName: root.account_name || `Mailchimp (${mailchimpDataCenter(apiKey)})` };
    },
    async lists(apiKey) {
      const client = clientFor(apiKey);
      const answer = await mailchimpCall(() =>
        client.lists.getAllLists({ count: 1000, fields: ['lists.id', 'lists.name'] }),
      );
      return answer.lists.map((list) => ({ id: list.id, name: list.name }));
    },
    async subscribe(apiKey, listId, person) {
      const client = clientFor(apiKey);
      await mailchimpCall(() =>
        client.lists.setListMember(listId, mailchimpSubscriberHash(person.email), {
          email_address: person.email,
          // A new address is subscribed (the client ticked the box); an existing member keeps
          // their status, so someone who unsubscribed is not signed up again behind their back.
          status_if_new: 'subscribed',
          merge_fields: { FNAME: person.firstName, LNAME: person.lastName },
        }),
      );
    },
  };
}

function flodeskApi(baseUrl: string): NewsletterApi {
  const base = baseUrl.replace(/\/+$/, '');
  const call = async <T>(apiKey: string, path: string, init: RequestInit = {}): Promise<T> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        headers: {
          authorization: `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
          'user-agent': USER_AGENT,
        },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw failureOf(undefined, `Flodesk: ${(error as Error).message}`);
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = text.slice(0, 300);
      try {
        const body = JSON.parse(text) as { message?: string };
        detail = body.message ?? detail;
      } catch {
        // Not JSON: the text as it came.
      }
      throw failureOf(response.status, `Flodesk: ${response.status} ${detail}`);
    }
    return (text ? JSON.parse(text) : {}) as T;
  };
  type SegmentPage = { data?: { id: string; name: string }[]; meta?: { total_pages?: number } };
  const lists = async (apiKey: string) => {
    const found: NewsletterList[] = [];
    for (let page = 1; page <= 20; page++) {
      const answer = await call<SegmentPage>(apiKey, `/segments?page=${page}&per_page=100`);
      found.push(...(answer.data ?? []).map((segment) => ({ id: segment.id, name: segment.name })));
      if (page >= (answer.meta?.total_pages ?? 1)) break;
    }
    return found;
  };
  return {
    async account(apiKey) {
      await call<SegmentPage>(apiKey, '/segments?page=1&per_page=1');
      return { accountName: `Flodesk (key …${apiKey.slice(-4)})` };
    },
    lists,
    async subscribe(apiKey, listId, person) {
      // Both calls are create-or-update by address: a repeat changes nothing.
      await call(apiKey, '/subscribers', {
        method: 'POST',
        body: JSON.stringify({
          email: person.email,
          first_name: person.firstName,
          last_name: person.lastName,
        }),
      });
      await call(apiKey, `/subscribers/${encodeURIComponent(person.email)}/segments`, {
        method: 'POST',
        body: JSON.stringify({ segment_ids: [listId] }),
      });
    },
  };
}

export type NewsletterApis = Record<TNewsletterProvider, NewsletterApi>;

export function newsletterApis(urls: NewsletterApiUrls): NewsletterApis {
  return { MAILCHIMP: mailchimpApi(urls.mailchimp), FLODESK: flodeskApi(urls.flodesk) };
}

/** 'Ada Lovelace' -> first Ada, last Lovelace; one word is a first name. */
export function splitName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
