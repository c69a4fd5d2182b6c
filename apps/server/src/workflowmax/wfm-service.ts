import type { Db } from '../db/client.ts';
import { type WfmClient, wfmClient } from './wfm-client.ts';
import { wfmJobStates } from './wfm-job-state.ts';
import { readWfmLists, wfmListCache } from './wfm-lists.ts';
import type { WfmSettings } from './wfm-settings.ts';

/** The configured WorkflowMax for a process: its client, its kept lists and its jobs' states. */
export type WfmService = {
  client: WfmClient;
  lists: ReturnType<typeof wfmListCache>;
  jobState: ReturnType<typeof wfmJobStates>;
};

export function wfmService(db: Db, settings: WfmSettings | undefined): WfmService | undefined {
  if (!settings) return undefined;
  const client = wfmClient(db, settings);
  return { client, lists: wfmListCache(() => readWfmLists(client)), jobState: wfmJobStates(client) };
}
