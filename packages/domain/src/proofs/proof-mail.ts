/** The subject of a mail about a quote's proofs: 'Artwork proofs for Q1042 Crew polos'. */
export const proofsMailSubject = (quote: { id: number; label: string }) =>
  `Artwork proofs for Q${quote.id}${quote.label ? ` ${quote.label}` : ''}`;

/** The signed-in customer's page of a quote's proofs, which a reminder links to. */
export const customerProofsPath = (quoteId: number) => `/requests/proofs/${quoteId}`;
