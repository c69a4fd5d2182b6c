import type { ProofPage, ProofView } from './answers.ts';

/** The proofs a customer answers: each decoration's newest version they were sent, in the quote's order. */
export const shownProofsOf = (page: ProofPage): ProofView[] =>
  page.decorations.flatMap((d) => page.proofs.filter((p) => p.id === d.current_proof_id));

/** Whether a proof is drawn on the page (a picture); a PDF proof is offered as a file to open. */
export const isDrawnProof = (proof: Pick<ProofView, 'file'>): boolean => proof.file.type !== 'pdf';

/** The first proof a page draws as a picture: the one it waits for and has the browser fetch first. */
export const firstDrawnProof = (page: ProofPage): ProofView | undefined =>
  shownProofsOf(page).find(isDrawnProof);

/**
 * The proofs drawn before the first picture is shown: those up to and including it (all when none
 * is a picture). The rest follow once it is on screen.
 */
export const proofsUpToFirstPicture = (proofs: ProofView[]): ProofView[] => {
  const first = proofs.findIndex(isDrawnProof);
  return first < 0 ? proofs : proofs.slice(0, first + 1);
};
