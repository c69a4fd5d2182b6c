import { createHash } from 'node:crypto';
import { QUOTE_MESSAGES } from '@portal/domain/quote';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../lib/http-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertFreshVersion } from './assert-fresh-version.ts';
import type { QuoteHead } from './quote-access.ts';

/** What a write to a quote should do: write (and store its key), or answer as already done. */
export type WriteCheck = { repeat: false; key: string } | { repeat: true };

/**
 * Makes a write to a quote exact (decisions/060). It must say the version it was read at (400
 * without one); from the current version it goes ahead. From the version before, the very same
 * request by the same user, the one that made the current version, is a repeat (a double click on
 * Complete): it is answered as done and writes nothing. Anything else from an older version is
 * the 409 that names who saved since.
 *
 * `call` names the operation, so a setstatus and an edit with the same action are one operation.
 */
export async function checkWrite<Body extends { version?: number | undefined }>(
  tx: Tx,
  row: QuoteHead,
  user: AuthUser,
  call: string,
  body: Body,
): Promise<WriteCheck> {
  if (body.version === undefined) throw badRequest(QUOTE_MESSAGES.versionMissing);
  const key = writeKey(user, call, body);
  if (body.version === row.version - 1 && row.lastWrite === key) return { repeat: true };
  await assertFreshVersion(tx, row, body.version);
  return { repeat: false, key };
}

/** The request's fingerprint: who, which call and the whole validated body, version included. */
const writeKey = (user: AuthUser, call: string, body: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify([user.id, call, body]))
    .digest('base64url');
