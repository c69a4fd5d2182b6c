import type { DnsResolver } from '../config.ts';

/** A DNS zone for tests: TXT records by name (each record one string). */
export type TestZone = Record<string, { TXT?: string[] }>;

/**
 * A resolver that answers from a zone of the test's own, as node's dns.promises.resolve answers
 * (TXT records as lists of strings; ENOTFOUND for a name the zone lacks, ENODATA for a type), so
 * SPF, DKIM and DMARC are checked by mailauth as they would be with real DNS, off the network.
 */
export function zoneResolver(zone: TestZone): DnsResolver {
  return async (name, rrtype) => {
    const entry = zone[name.toLowerCase().replace(/\.$/, '')];
    const fail = (code: string) => Object.assign(new Error(`${code} ${name}`), { code, hostname: name });
    if (!entry) throw fail('ENOTFOUND');
    if (rrtype === 'TXT' && entry.TXT) return entry.TXT.map((record) => [record]);
    throw fail('ENODATA');
  };
}
