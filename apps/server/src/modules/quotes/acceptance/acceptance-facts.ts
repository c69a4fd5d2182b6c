import type { StagedFile } from '../../files/index.ts';

/** Where an acceptance came from: the request's address and browser. */
export type RequestFacts = { ip: string; userAgent: string };

/** What the accepting customer gave besides the quote: the typed name and the purchase order. */
export type AcceptanceFacts = RequestFacts & {
  name: string;
  poNumber: string;
  /** The PO file, checked and in storage, recorded in the acceptance's transaction. */
  poFile: StagedFile | null;
};

/** A request's address and browser, as the acceptance record keeps them. */
export const requestFactsOf = (request: {
  ip: string;
  headers: Record<string, string | string[] | undefined>;
}): RequestFacts => {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: (Array.isArray(agent) ? agent[0] : agent)?.slice(0, 500) ?? '' };
};

/**
 * Runs an acceptance with its PO file already in storage: when the acceptance is refused or
 * fails, the stored object goes too, so a refusal leaves nothing behind.
 */
export async function discardOnFailure<T>(file: StagedFile | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await file?.discard();
    throw error;
  }
}
