/** The spinner's name on a proof page, while it reads the proofs and while it waits for the first picture. */
export const LOADING_PROOFS = 'Loading the proofs';
