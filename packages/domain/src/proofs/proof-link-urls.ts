/** Where the mailed proof link opens: the web app's page, named by the link's token alone. */
export const PROOF_LINK_PATH = '/proofs';

/**
 * The token a proof link's address carries. Trimmed, as a mail client may wrap or pad the link;
 * the page and the server's early fetch of its first proof read it alike, or their addresses differ.
 */
export const proofLinkTokenOf = (search: { get: (name: string) => string | null }): string =>
  (search.get('token') ?? '').trim();

/** The link mailed to the customer, on the portal's public address. */
export const proofLinkPageUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}${PROOF_LINK_PATH}?token=${encodeURIComponent(token)}`;

/**
 * Where the link page draws a proof's file from. The server names the same address when it asks
 * the browser to fetch the first proof early, so the two must be built here, once: a preload is
 * used only by a request for exactly its address.
 */
export const proofLinkFileUrl = (proofId: number, token: string): string =>
  `/api/proofs/linkfile/${proofId}?token=${encodeURIComponent(token)}`;
