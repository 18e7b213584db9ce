// A DNS server for tests that speaks real DNS over UDP: it answers A, CNAME and TXT questions
// from a record map the test changes as it goes, so the app's resolver (DNS_SERVERS) is
// exercised exactly as against a provider's servers. A name without records is NXDOMAIN; a name
// with records of other types answers no data.
import dgram from 'node:dgram';
import dnsPacket, { type Answer } from 'dns-packet';

export type StandInRecordType = 'A' | 'CNAME' | 'TXT';

export type DnsStandIn = {
  /** For Config.dnsServers: ['127.0.0.1:PORT']. */
  servers: string[];
  /** Replaces the records of one type at a name. */
  set(name: string, type: StandInRecordType, values: string[]): void;
  /** Removes one type of records at a name, or all of them. */
  remove(name: string, type?: StandInRecordType): void;
  close(): Promise<void>;
};

const NXDOMAIN = 3;
const TTL = 60;

const key = (name: string) => name.toLowerCase().replace(/\.$/, '');

export async function startDnsStandIn(): Promise<DnsStandIn> {
  const records = new Map<string, Map<StandInRecordType, string[]>>();
  const recordsAt = (name: string, type: StandInRecordType) => records.get(key(name))?.get(type);

  /** The answers to one question, following a CNAME as a recursive resolver would. */
  const answersFor = (name: string, type: string, depth = 0): Answer[] => {
    const cname = recordsAt(name, 'CNAME')?.[0];
    if (cname && type !== 'CNAME' && depth < 8) {
      return [
        { type: 'CNAME', name, ttl: TTL, data: cname },
        ...answersFor(cname, type, depth + 1),
      ];
    }
    if (type === 'A' || type === 'CNAME') {
      return (recordsAt(name, type) ?? []).map((data) => ({ type, name, ttl: TTL, data }));
    }
    if (type === 'TXT') {
      return (recordsAt(name, 'TXT') ?? []).map((data) => ({ type, name, ttl: TTL, data: [data] }));
    }
    return [];
  };

  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, remote) => {
    let query;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    const answers = question ? answersFor(question.name, question.type) : [];
    const isKnownName = question !== undefined && records.has(key(question.name));
    const response = dnsPacket.encode({
      type: 'response',
      id: query.id ?? 0,
      flags:
        dnsPacket.AUTHORITATIVE_ANSWER |
        dnsPacket.RECURSION_DESIRED |
        dnsPacket.RECURSION_AVAILABLE |
        (isKnownName || answers.length > 0 ? 0 : NXDOMAIN),
      questions: query.questions ?? [],
      answers,
    });
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();

  return {
    servers: [`127.0.0.1:${port}`],
    set(name, type, values) {
      const byType = records.get(key(name)) ?? new Map<StandInRecordType, string[]>();
      byType.set(type, values);
      records.set(key(name), byType);
    },
    remove(name, type) {
      if (!type) {
        records.delete(key(name));
        return;
      }
      const byType = records.get(key(name));
      byType?.delete(type);
      if (byType?.size === 0) records.delete(key(name));
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
