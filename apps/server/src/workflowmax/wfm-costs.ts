import type { WfmClient } from './wfm-client.ts';
import { readAllPages } from './wfm-pages.ts';
import { textOf, wfmXml } from './wfm-xml.ts';

/** Deletes at most this many products per slice, so one delivery never outlives its claim. */
export const DELETE_SLICE = 25;

/** WorkflowMax's costs (its product list, cost.api/list) with uuid and supplier. */
async function listCosts(client: WfmClient) {
  return (await readAllPages(client, 'cost.api/list', 'Cost')).map((node) => ({
    uuid: textOf(node, 'UUID'),
    code: textOf(node, 'Code'),
    supplier: textOf(node, 'Supplier'),
  }));
}

export type DeleteProgress = { done: number; total: number | null };

/**
 * One slice of deleting a supplier's products (accounts spec 2.12 WFM tab): lists the costs whose
 * supplier is the code, deletes up to DELETE_SLICE of them (cost.api/delete), reporting each
 * step. `more` says whether any are left for the next slice.
 */
export async function deleteSupplierCostsSlice(
  client: WfmClient,
  supplierCode: string,
  before: DeleteProgress,
  report: (progress: DeleteProgress) => Promise<void>,
): Promise<{ progress: DeleteProgress; more: boolean }> {
  const code = supplierCode.toLowerCase();
  const theirs = (await listCosts(client)).filter(
    (cost) => cost.uuid && cost.supplier.toLowerCase() === code,
  );
  let done = before.done;
  const total = before.total ?? theirs.length;
  for (const cost of theirs.slice(0, DELETE_SLICE)) {
    await client.call('POST', 'cost.api/delete', wfmXml('Cost', { UUID: cost.uuid }));
    done += 1;
    await report({ done, total });
  }
  return { progress: { done, total: Math.max(total, done) }, more: theirs.length > DELETE_SLICE };
}

/** Fetch data from WorkflowMax: how many products it holds per supplier code. */
export async function countSupplierCosts(client: WfmClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const cost of await listCosts(client)) {
    const supplier = cost.supplier || '(none)';
    counts[supplier] = (counts[supplier] ?? 0) + 1;
  }
  return counts;
}
