// A local stand-in for Mailchimp's Marketing API, Flodesk's API and the Graph API's Conversions
// API (node:http, 127.0.0.1 only), so no test reaches the internet. It speaks the real shapes and
// records every request:
//
//   Mailchimp (base `${url}/server/3.0`: the official client puts the key's data center in place
//   of 'server'; Basic auth with any user and the key as password)
//   GET  /{dc}/3.0/ping                  {"health_status":"Everything's Chimpy!"}
//   GET  /{dc}/3.0/                      {"account_name": ...}
//   GET  /{dc}/3.0/lists                 {"lists":[{id,name}], "total_items"}
//   PUT  /{dc}/3.0/lists/{id}/members/{md5 of the lower-cased address}
//                                        add or update (status_if_new for a new member)
//   A wrong key or data center: 401 {"title":"API Key Invalid", ...} as Mailchimp answers.
//
//   Flodesk (base `${url}/flodesk/v1`; Basic auth with the key as user)
//   GET  /flodesk/v1/segments            {"meta":{...},"data":[{id,name}]}
//   POST /flodesk/v1/subscribers         create or update by email
//   POST /flodesk/v1/subscribers/{id or email}/segments   {"segment_ids":[...]}
//
//   Graph API (base `${url}/graph`)
//   GET  /graph/{version}/{pixel}?access_token=   the pixel, with the right token
//   POST /graph/{version}/{pixel}/events          {"events_received", "fbtrace_id"}
//
//   GET  /health, GET /recorded (what was recorded, for journeys in another process)
//
// `failNext(count, status)` makes the next subscribe or event calls answer `status` (a 5xx outage).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const standInMarketing = {
  mailchimpKey: '0123456789abcdef0123456789abcdef-us21',
  mailchimpAccount: 'Lovelace Photography',
  mailchimpLists: [
    { id: 'aud001', name: 'Clients' },
    { id: 'aud002', name: 'Newsletter' },
  ],
  flodeskKey: 'fd_standin_key_0001',
  flodeskSegments: [
    { id: 'seg001', name: 'Booked clients' },
    { id: 'seg002', name: 'Leads' },
  ],
  pixelId: '123456789012345',
  accessToken: 'EAAstandintoken',
} as const;

export type RecordedRequest = {
  method: string;
  path: string;
  auth: string | null;
  body: unknown;
};

export type MailchimpMember = {
  listId: string;
  hash: string;
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
};

export type MarketingStandIn = {
  url: string;
  /** Environment for a server process pointed at the stand-in. */
  env: Record<string, string>;
  requests: RecordedRequest[];
  mailchimpMembers: Map<string, MailchimpMember>;
  flodeskSubscribers: Map<string, { email: string; first_name: string; segments: string[] }>;
  facebookEvents: unknown[];
  failNext(count: number, status: number): void;
  close(): Promise<void>;
};

function basicAuthOf(request: http.IncomingMessage): { user: string; password: string } | null {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export async function startMarketingStandIn(port = 0): Promise<MarketingStandIn> {
  const requests: RecordedRequest[] = [];
  const mailchimpMembers = new Map<string, MailchimpMember>();
  const flodeskSubscribers = new Map<
    string,
    { email: string; first_name: string; segments: string[] }
  >();
  const facebookEvents: unknown[] = [];
  let failures = { count: 0, status: 503 };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = text;
      }
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const path = url.pathname;
      if (path === '/health') return send(200, { ok: true });
      if (path === '/recorded')
        return send(200, {
          requests,
          mailchimpMembers: [...mailchimpMembers.values()],
          flodeskSubscribers: [...flodeskSubscribers.values()],
          facebookEvents,
        });
      requests.push({
        method: request.method ?? 'GET',
        path: `${path}${url.search}`,
        auth: request.headers.authorization ?? null,
        body,
      });
      const isSubscribe =
        (request.method === 'PUT' && /\/members\//.test(path)) ||
        (request.method === 'POST' && path.startsWith('/flodesk/v1/subscribers')) ||
        (request.method === 'POST' && /^\/graph\/.*\/events$/.test(path));
      if (isSubscribe && failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return send(failures.status, { title: 'Service Unavailable', status: failures.status });
      }

      // Mailchimp: /{dc}/3.0/...
      const mailchimp = /^\/([a-z]{2,5}\d{1,3})\/3\.0(\/.*)?$/.exec(path);
      if (mailchimp) {
        const [, dc, rest = '/'] = mailchimp;
        const auth = basicAuthOf(request);
        const key = standInMarketing.mailchimpKey;
        if (!auth || auth.password !== key || !key.endsWith(`-${dc}`))
          return send(401, {
            type: 'https://mailchimp.com/developer/marketing/docs/errors/',
            title: 'API Key Invalid',
            status: 401,
            detail:
              "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
          });
        if (rest === '/ping') return send(200, { health_status: "Everything's Chimpy!" });
        if (rest === '/' || rest === '')
          return send(200, { account_name: standInMarketing.mailchimpAccount });
        if (rest === '/lists')
          return send(200, {
            lists: standInMarketing.mailchimpLists,
            total_items: standInMarketing.mailchimpLists.length,
          });
        const member = /^\/lists\/([^/]+)\/members\/([0-9a-f]{32})$/.exec(rest);
        if (member && request.method === 'PUT') {
          const [, listId = '', hash = ''] = member;
          if (!standInMarketing.mailchimpLists.some((list) => list.id === listId))
            return send(404, { title: 'Resource Not Found', status: 404 });
          const input = body as {
            email_address: string;
            status_if_new?: string;
            merge_fields?: Record<string, string>;
          };
          const expected = crypto
            .createHash('md5')
            .update(input.email_address.toLowerCase())
            .digest('hex');
          if (expected !== hash)
            return send(400, { title: 'Invalid Resource', status: 400, detail: 'hash mismatch' });
          const keyOf = `${listId}/${hash}`;
          const existing = mailchimpMembers.get(keyOf);
          const stored: MailchimpMember = {
            listId,
            hash,
            email_address: input.email_address,
            status: existing?.status ?? input.status_if_new ?? 'subscribed',
            merge_fields: input.merge_fields ?? {},
          };
          mailchimpMembers.set(keyOf, stored);
          return send(200, { id: hash, ...stored });
        }
        return send(404, { title: 'Resource Not Found', status: 404 });
      }

      if (path.startsWith('/flodesk/v1/')) {
        const auth = basicAuthOf(request);
        if (!auth || auth.user !== standInMarketing.flodeskKey)
          return send(401, { message: 'Unauthorized', code: 'unauthorized' });
        const rest = path.slice('/flodesk/v1'.length);
        if (rest === '/segments')
          return send(200, {
            meta: { page: 1, per_page: 100, total_items: 2, total_pages: 1 },
            data: standInMarketing.flodeskSegments,
          });
        if (rest === '/subscribers' && request.method === 'POST') {
          const input = body as { email: string; first_name?: string };
          const email = input.email.toLowerCase();
          const existing = flodeskSubscribers.get(email);
          const stored = {
            email,
            first_name: input.first_name ?? '',
            segments: existing?.segments ?? [],
          };
          flodeskSubscribers.set(email, stored);
          return send(200, { id: crypto.createHash('md5').update(email).digest('hex'), ...stored });
        }
        const segments = /^\/subscribers\/([^/]+)\/segments$/.exec(rest);
        if (segments && request.method === 'POST') {
          const email = decodeURIComponent(segments[1] ?? '').toLowerCase();
          const existing = flodeskSubscribers.get(email);
          if (!existing) return send(404, { message: 'Subscriber not found' });
          const ids = (body as { segment_ids: string[] }).segment_ids;
          existing.segments = [...new Set([...existing.segments, ...ids])];
          return send(200, existing);
        }
        return send(404, { message: 'Not found' });
      }

      const graph = /^\/graph\/v\d+\.\d+\/(\d+)(\/events)?$/.exec(path);
      if (graph) {
        const [, pixelId, events] = graph;
        const token =
          url.searchParams.get('access_token') ??
          (body as { access_token?: string } | null)?.access_token;
        if (pixelId !== standInMarketing.pixelId || token !== standInMarketing.accessToken)
          return send(400, {
            error: {
              message: 'Invalid OAuth access token - Cannot parse access token',
              type: 'OAuthException',
              code: 190,
              fbtrace_id: 'AbCdEf',
            },
          });
        if (!events) return send(200, { id: pixelId });
        const data = (body as { data: unknown[] }).data;
        facebookEvents.push(...data);
        return send(200, { events_received: data.length, messages: [], fbtrace_id: 'AbCdEf' });
      }
      return send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${actual}`;
  return {
    url,
    env: {
      MAILCHIMP_API_URL: `${url}/server/3.0`,
      FLODESK_API_URL: `${url}/flodesk/v1`,
      FACEBOOK_GRAPH_URL: `${url}/graph`,
    },
    requests,
    mailchimpMembers,
    flodeskSubscribers,
    facebookEvents,
    failNext(count, status) {
      failures = { count, status };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
