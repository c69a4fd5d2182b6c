import type { WfmJobRequest } from '@portal/domain/handoff';
import { jobMarkOf } from '@portal/domain/handoff';
import type { WfmClient } from './wfm-client.ts';
import type { WfmLists } from './wfm-lists.ts';
import { elementsNamed, textOf, wfmXml } from './wfm-xml.ts';

/** YYYY-MM-DD as WorkflowMax's YYYYMMDD. */
const wfmDay = (day: string) => day.replace(/-/g, '');

/** The client's uuid: the one named exactly so (client.api/search), or a new one (client.api/add). */
async function clientUuidOf(client: WfmClient, who: WfmJobRequest['client']): Promise<string> {
  const found = await client.call('GET', `client.api/search?query=${encodeURIComponent(who.name)}`);
  const same = elementsNamed(found, 'Client').find(
    (node) => textOf(node, 'Name').trim().toLowerCase() === who.name.trim().toLowerCase(),
  );
  if (same && textOf(same, 'UUID')) return textOf(same, 'UUID');
  const added = await client.call(
    'POST',
    'client.api/add',
    wfmXml('Client', { Name: who.name, ...(who.email ? { Email: who.email } : {}) }),
  );
  const uuid = textOf(elementsNamed(added, 'Client')[0], 'UUID');
  if (!uuid) throw new Error('WorkflowMax added the client but gave no uuid');
  return uuid;
}

/**
 * Creates the order's job, exactly once: the client's jobs are read first, and a job already
 * named with the order's mark (Q12 ...) is the one an earlier try made, perhaps one whose answer
 * never reached us. Returns the job number (J000123).
 */
export async function createWfmJob(
  client: WfmClient,
  quoteId: number,
  job: WfmJobRequest,
  lists: () => Promise<WfmLists | null>,
): Promise<string> {
  const clientUuid = await clientUuidOf(client, job.client);
  const existing = await client.call('GET', `job.api/client/${encodeURIComponent(clientUuid)}`);
  const mark = jobMarkOf(quoteId);
  const made = elementsNamed(existing, 'Job').find((node) => textOf(node, 'Name').startsWith(mark));
  if (made && textOf(made, 'ID')) return textOf(made, 'ID');

  const category = (await lists())?.categories.find(
    (entry) => entry.name.toLowerCase() === job.category.toLowerCase(),
  );
  const added = await client.call(
    'POST',
    'job.api/add',
    wfmXml('Job', {
      Name: job.name,
      Description: job.description,
      ClientUUID: clientUuid,
      ...(job.clientNumber ? { ClientNumber: job.clientNumber } : {}),
      StartDate: wfmDay(job.startDay),
      DueDate: wfmDay(job.dueDay),
      ...(category ? { CategoryUUID: category.uuid } : {}),
    }),
  );
  const number = textOf(elementsNamed(added, 'Job')[0], 'ID');
  if (!number) throw new Error('WorkflowMax added the job but gave no job number');
  return number;
}
