import { z } from 'zod';

const fraction = z.number().min(0).max(1);

/** A pin the customer put on the proof: where (fractions of the image's width and height) and what. */
export const proofPin = z.object({ x: fraction, y: fraction, note: z.string().trim().max(500).default('') });
export type ProofPin = z.output<typeof proofPin>;

/** At most this many pins on one request for changes. */
export const MAX_PROOF_PINS = 30;
