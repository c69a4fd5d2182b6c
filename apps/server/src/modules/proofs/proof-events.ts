import type { AppContext } from '../../app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { authorOf, linkAuthorOf, noteOfText, writeMemo } from '../memos/index.ts';
import { recordHistory } from '../quotes/index.ts';

/** Who did it: a signed-in user, or someone through the mailed link under the name they typed. */
export type ProofActor = { user: AuthUser } | { linkName: string };

export type ProofEvent = {
  quote: { id: number; userId: number };
  actor: ProofActor;
  /** The history's action ("approved a proof") and detail. */
  action: string;
  detail: string;
  /** The line in the conversation log; none for a draft, which only staff see. */
  log?: string;
  /** Tell the other side by mail (customer answers tell staff; staff's own mail tells the customer). */
  notify?: boolean;
  /** A file the customer sent with a request for changes, shown in the log. */
  file?: { id: number; name: string };
};

/**
 * Every proof event goes to the quote's history and, once the customer may see the proof, to
 * its conversation log, in the caller's transaction.
 */
export async function recordProofEvent(ctx: AppContext, tx: Tx, event: ProofEvent): Promise<void> {
  const { actor, quote } = event;
  await recordHistory(tx, quote.id, 'user' in actor ? actor.user : null, event.action, event.detail);
  if (!event.log) return;
  const thread = { clientId: quote.userId, quoteId: quote.id };
  const author = 'user' in actor ? authorOf(actor.user) : linkAuthorOf(actor.linkName);
  const source = 'user' in actor ? 'portal' : 'link';
  await writeMemo(ctx, tx, thread, author, {
    messageFormat: 'html',
    content: noteOfText(event.log),
    source,
    notify: event.notify ?? false,
  });
  if (event.file)
    await writeMemo(ctx, tx, thread, author, {
      messageFormat: 'file',
      content: event.file.name,
      fileId: event.file.id,
      source,
      notify: false,
    });
}
