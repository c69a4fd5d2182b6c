import { type LinkState, linkStateOf } from '@portal/domain/quote-links';
import type { Db, Tx } from '../../db/client.ts';
import { currentHashOf } from '../quotes/index.ts';
import type { LinkedQuote, LinkRow } from './link-of-token.ts';

/**
 * Where a link stands now. A link answers only the document it was sent with, so one that
 * carries a hash is compared with the hash of what its customer would be shown now (read through
 * the given connection: under the quote's lock when answering), which the quote keeps
 * (decisions/140). Links sent before hashes were kept are compared by revision alone.
 */
export async function linkStateNow(
  db: Db | Tx,
  link: LinkRow,
  quote: LinkedQuote,
  now: Date,
): Promise<LinkState> {
  const hash = link.hash ? await currentHashOf(db, quote.id) : undefined;
  return linkStateOf(
    link,
    { status: quote.status, order_status: quote.orderStatus, revision: quote.revision, hash },
    now,
  );
}
