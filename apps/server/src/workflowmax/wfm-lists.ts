import type { TemplateEntry } from '@portal/domain/handoff';
import type { WfmClient } from './wfm-client.ts';
import { elementsNamed, textOf } from './wfm-xml.ts';

/** What WorkflowMax lists by uuid and name: job templates, tasks and job categories. */
export type WfmLists = { templates: TemplateEntry[]; tasks: TemplateEntry[]; categories: TemplateEntry[] };

const entriesOf = (answer: unknown, element: string): TemplateEntry[] =>
  elementsNamed(answer, element)
    .map((node) => ({ uuid: textOf(node, 'UUID') || textOf(node, 'ID'), name: textOf(node, 'Name') }))
    .filter((entry) => entry.uuid && entry.name)
    .sort((a, b) => a.name.localeCompare(b.name));

/** Reads the three lists: template.api/list, task.api/list and category.api/list. */
export async function readWfmLists(client: WfmClient): Promise<WfmLists> {
  return {
    templates: entriesOf(await client.call('GET', 'template.api/list'), 'Template'),
    tasks: entriesOf(await client.call('GET', 'task.api/list'), 'Task'),
    categories: entriesOf(await client.call('GET', 'category.api/list'), 'Category'),
  };
}

/** How long the lists are kept before the next ask reads WorkflowMax again. */
export const LISTS_KEPT_MS = 10 * 60_000;

/**
 * The lists kept per process: they change when someone edits WorkflowMax's settings, rarely, and
 * the editor asks on every open. A failed read keeps the last good lists and says why.
 */
export function wfmListCache(read: () => Promise<WfmLists>) {
  let kept: { lists: WfmLists; at: Date } | null = null;
  let reading: Promise<WfmLists> | null = null;
  return {
    get: async (
      refresh: boolean,
    ): Promise<{ lists: WfmLists | null; at: Date | null; problem: string | null }> => {
      if (kept && !refresh && Date.now() - kept.at.getTime() < LISTS_KEPT_MS)
        return { lists: kept.lists, at: kept.at, problem: null };
      try {
        reading ??= read().finally(() => {
          reading = null;
        });
        const lists = await reading;
        kept = { lists, at: new Date() };
        return { lists, at: kept.at, problem: null };
      } catch (error) {
        return {
          lists: kept?.lists ?? null,
          at: kept?.at ?? null,
          problem: String((error as Error).message),
        };
      }
    },
  };
}
