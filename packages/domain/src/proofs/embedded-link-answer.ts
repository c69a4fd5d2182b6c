import { z } from 'zod';
import { proofStatusAnswer } from './answers.ts';

/**
 * The id of the element the server writes the mailed link page's answer into when it serves
 * that page, so the proofs are drawn without waiting for a round trip after the script has run.
 */
export const PROOF_LINK_ANSWER_ELEMENT_ID = 'proof-link-answer';

/**
 * What that element holds: POST /proofs/fetchstatus's answer, and the token it answers for (the
 * page uses it only for that link). The page still makes the call: it is what records an opening.
 */
export const embeddedProofLinkAnswer = z.object({ token: z.string(), answer: proofStatusAnswer });
export type EmbeddedProofLinkAnswer = z.infer<typeof embeddedProofLinkAnswer>;
