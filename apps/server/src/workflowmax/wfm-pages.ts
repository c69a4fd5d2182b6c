import type { WfmClient } from './wfm-client.ts';
import { elementsNamed, type XmlNode } from './wfm-xml.ts';

/** Practice Manager's list methods answer at most this many entries a page. */
export const WFM_PAGE_SIZE = 1_000;
/** A guard against a service that never sends a short page: a million entries. */
const MOST_PAGES = 1_000;

/**
 * Every entry of a WorkflowMax list method (`cost.api/list`), read page by page (`page=1`,
 * `page=2`...) until a page comes back short: one read would see only the first thousand.
 */
export async function readAllPages(client: WfmClient, path: string, element: string): Promise<XmlNode[]> {
  const all: XmlNode[] = [];
  for (let page = 1; page <= MOST_PAGES; page += 1) {
    const separator = path.includes('?') ? '&' : '?';
    const entries = elementsNamed(await client.call('GET', `${path}${separator}page=${page}`), element);
    all.push(...entries);
    if (entries.length < WFM_PAGE_SIZE) break;
  }
  return all;
}
