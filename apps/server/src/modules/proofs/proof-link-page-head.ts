import {
  embeddedProofLinkAnswer,
  firstDrawnProof,
  PROOF_LINK_ANSWER_ELEMENT_ID,
  PROOF_LINK_PATH,
  proofLinkFileUrl,
  proofLinkTokenOf,
} from '@portal/domain/proofs';
import type { AppContext } from '../../app-context.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NO_PAGE_HEAD, type PageHead } from '../../plugins/web-app.ts';
import { quoteOfProofLink } from './proof-link.ts';
import { linkProofPage } from './read-proofs.ts';

/**
 * What the mailed link's page carries when it is served: its status call's answer, so the proofs
 * are drawn as soon as the script has run, and the address of the first proof drawn as a picture,
 * so the picture (what the customer opened the mail to see) is fetched with the script rather than
 * after it. Any other page, and a link that would show nothing (unknown or ended), gets none.
 * Serving the page records no opening: the status call does that, which the page still makes
 * when it is used (a mail scanner fetching the address runs no script; decisions/171).
 */
export async function proofLinkPageHead(ctx: AppContext, url: URL): Promise<PageHead> {
  const token = proofLinkTokenOf(url.searchParams);
  if (url.pathname !== PROOF_LINK_PATH || !token) return NO_PAGE_HEAD;
  try {
    const { quote } = await quoteOfProofLink(ctx.db, token, ctx.clock.now());
    const page = await linkProofPage(ctx, quote);
    const first = firstDrawnProof(page);
    return {
      imagePreloads: first ? [proofLinkFileUrl(first.id, token)] : [],
      answers: [
        {
          elementId: PROOF_LINK_ANSWER_ELEMENT_ID,
          // Checked by the status call's own schema, as its answer would be.
          value: embeddedProofLinkAnswer.parse({ token, answer: page }),
        },
      ],
    };
  } catch (error) {
    if (error instanceof HttpError) return NO_PAGE_HEAD;
    throw error;
  }
}
