import type { WfmClient } from './wfm-client.ts';
import { elementsNamed, textOf } from './wfm-xml.ts';

/** How long a job's state is kept before the order's page asks WorkflowMax again. */
const KEPT_MS = 60_000;

/** A job's state as WorkflowMax has it now (job.api/get/{number}), or null when it names none. */
export async function readJobState(client: WfmClient, number: string): Promise<string | null> {
  const answer = await client.call('GET', `job.api/get/${encodeURIComponent(number)}`);
  return textOf(elementsNamed(answer, 'Job')[0], 'State') || null;
}

/**
 * The job's state as production moves it in WorkflowMax (Planned, In Progress, Completed...),
 * read with job.api/get/{number} and kept a minute per process, so staff opening an order see
 * where its job stands without each view costing a call. Null when WorkflowMax cannot say.
 */
export function wfmJobStates(client: WfmClient) {
  const kept = new Map<string, { state: string; at: number }>();
  return async (number: string): Promise<string | null> => {
    const known = kept.get(number);
    if (known && Date.now() - known.at < KEPT_MS) return known.state;
    try {
      const state = await readJobState(client, number);
      if (!state) return null;
      kept.set(number, { state, at: Date.now() });
      return state;
    } catch {
      return known?.state ?? null;
    }
  };
}
