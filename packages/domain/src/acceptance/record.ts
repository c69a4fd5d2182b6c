import { z } from 'zod';

export const ACCEPTED_VIA = ['link', 'portal'] as const;
export type AcceptedVia = (typeof ACCEPTED_VIA)[number];

/**
 * An acceptance as it was recorded (GET /quotes/acceptance/{id}): the quote's customer and
 * staff see the same record, which is also what the certificate prints.
 */
export const acceptanceRecord = z.object({
  quote_id: z.number().int(),
  /** Q{id}. */
  number: z.string(),
  revision: z.number().int(),
  /** sha-256 hex of the accepted revision as the customer read it. */
  document_hash: z.string(),
  terms_version: z.number().int(),
  po_number: z.string(),
  /** The PO file given with it: its name and where it downloads from, or null. */
  po_file: z.object({ id: z.number().int(), file_name: z.string(), url: z.string() }).nullable(),
  name: z.string(),
  accepted_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  via: z.enum(ACCEPTED_VIA),
  /** The account that accepted in the portal, or the address the link was sent to. */
  accepted_by: z.string(),
});
export type AcceptanceRecord = z.infer<typeof acceptanceRecord>;

/** GET /quotes/acceptance/{id}: the quote's latest acceptance, or null when it has none. */
export const acceptanceAnswer = acceptanceRecord.nullable();

/** The certificate's file name: the quote's, marked as its acceptance. */
export const certificateName = (quoteId: number, revision: number): string =>
  `Q${quoteId}-R${revision}-acceptance.pdf`;

/** The path of a quote's certificate under /api (signed in), and of a link's (by its token). */
export const certificatePath = (quoteId: number): string => `/quotes/acceptancecertificate/${quoteId}`;
export const linkCertificatePath = '/quotes/linkcertificate';

/**
 * The record as the certificate prints it: one label and value a row, in the customer's words.
 * `when` is the time already written in the business's zone.
 */
export function recordRows(record: AcceptanceRecord, when: string): { label: string; value: string }[] {
  return [
    { label: 'Quote', value: `${record.number} revision R${record.revision}` },
    { label: 'Accepted by', value: record.name },
    { label: 'Accepted on', value: when },
    { label: 'Accepted', value: record.via === 'link' ? 'by the link sent by email' : 'in the portal' },
    { label: 'Account or link', value: record.accepted_by },
    { label: 'PO number', value: record.po_number || 'none given' },
    { label: 'PO file', value: record.po_file?.file_name ?? 'none given' },
    { label: 'Terms of trade', value: `version ${record.terms_version}` },
    { label: 'From address', value: record.ip || 'not known' },
    { label: 'Browser', value: record.user_agent || 'not known' },
    { label: 'Document fingerprint (SHA-256)', value: record.document_hash },
  ];
}
