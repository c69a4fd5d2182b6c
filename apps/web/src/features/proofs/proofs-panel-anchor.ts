/** The fragment that opens a quote's page at its Proofs panel (the staff home page links to it). */
export const PROOFS_PANEL = 'proofs';
