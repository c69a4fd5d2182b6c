import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MemoThread } from './memo-thread.ts';

/**
 * The reply address of a thread (decisions/097): `reply+{token}@{domain}`,
 * the token naming the thread (`q{quoteId}` or `c{clientId}`) and signed with the inbound
 * secret, so a reply can be put in its thread and nobody can make up an address for another.
 * The sender is judged separately, by its From address.
 */

const SIGNATURE_CHARS = 22; // 132 bits of HMAC-SHA256, base64url

const threadName = (thread: MemoThread) =>
  thread.quoteId === null ? `c${thread.clientId}` : `q${thread.quoteId}`;

const signatureOf = (name: string, secret: string) =>
  createHmac('sha256', secret).update(`memo-reply:${name}`).digest('base64url').slice(0, SIGNATURE_CHARS);

/** The token for a thread: `q12.Sig…`. */
export const replyTokenOf = (thread: MemoThread, secret: string): string =>
  `${threadName(thread)}.${signatureOf(threadName(thread), secret)}`;

export const replyAddressOf = (thread: MemoThread, secret: string, domain: string): string =>
  `reply+${replyTokenOf(thread, secret)}@${domain}`;

/** What a reply address names once its signature holds: a quote's or a client's thread. */
export type AddressedThread = { quoteId: number } | { clientId: number };

/**
 * The thread a recipient address names, or null when it is not one of ours or its signature is
 * wrong (a forged or mistyped address). Addresses compare case-insensitively in the domain only;
 * the token is case-sensitive, as base64url is.
 */
export function threadOfAddress(address: string, secret: string, domain: string): AddressedThread | null {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== domain.toLowerCase()) return null;
  const match = /^reply\+([qc])([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(address.slice(0, at));
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const name = `${match[1]}${match[2]}`;
  const given = Buffer.from(match[3]);
  const expected = Buffer.from(signatureOf(name, secret));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const id = Number(match[2]);
  return match[1] === 'q' ? { quoteId: id } : { clientId: id };
}
