import { embeddedProofLinkAnswer, PROOF_LINK_ANSWER_ELEMENT_ID, type ProofPage } from '@portal/domain/proofs';

/**
 * The mailed link page's answer as the server wrote it into the page it served
 * (proof-link-page-head.ts), for the link with this token; undefined when the page carries none.
 * Read once: it is the page as it stood when served, so a later read (after the cache is cleared,
 * or for another link) asks the server.
 */
export function takeEmbeddedProofLinkAnswer(token: string): ProofPage | undefined {
  const element = document.getElementById(PROOF_LINK_ANSWER_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const embedded = embeddedProofLinkAnswer.safeParse(JSON.parse(element.textContent ?? ''));
    return embedded.success && embedded.data.token === token ? embedded.data.answer : undefined;
  } catch {
    // Not JSON: the page is drawn from the call, as without the element.
    return undefined;
  }
}
