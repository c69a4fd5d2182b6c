import { HANDOFF_MESSAGES, type TemplateEntry, type TemplatesAnswer } from '@portal/domain/handoff';
import type { Task } from '@portal/domain/quote';

/**
 * What the Tasks section offers staff: WorkflowMax's job templates and tasks to pick
 * from, or, when they cannot be listed, typing as before with the reason as a hint.
 */
export type TaskLists = {
  /** Template names to pick a block's custom_code from; empty: it is typed. */
  templates: readonly TemplateEntry[];
  /** Tasks to pick a task_name (the task's uuid) from; empty: it is typed. */
  tasks: readonly TemplateEntry[];
  /** Why the lists are not offered, in WorkflowMax's or the portal's words. */
  hint: string | null;
  /** Reads the lists from WorkflowMax again, when trying again can help. */
  onRefresh?: () => void;
};

export const NO_TASK_LISTS: TaskLists = { templates: [], tasks: [], hint: null };

/**
 * The lists from GET /xero/gettemplates as the table uses them. Not set up, or a problem reading
 * them (even with last good lists kept), and the fields are typed with the problem as the hint;
 * a call that failed is said the same way. Until the answer comes the fields are typed, hintless.
 */
export function taskListsOf(
  answer: TemplatesAnswer | undefined,
  failure: string | null,
  onRefresh?: () => void,
): TaskLists {
  if (failure) return { ...NO_TASK_LISTS, hint: failure, onRefresh };
  if (!answer) return NO_TASK_LISTS;
  if (!answer.configured)
    return { ...NO_TASK_LISTS, hint: answer.problem ?? HANDOFF_MESSAGES.wfmNotConfigured };
  if (answer.problem) return { ...NO_TASK_LISTS, hint: answer.problem, onRefresh };
  return { templates: answer.templates, tasks: answer.tasks, hint: null, onRefresh };
}

/**
 * Picking a task: task_name takes its uuid (the spec's task id); task_label, what the quote
 * shows, takes its name unless staff wrote a label of their own.
 */
export function taskPick(
  task: Pick<Task, 'task_name' | 'task_label'>,
  uuid: string | null,
  tasks: readonly TemplateEntry[],
): Partial<Task> {
  const picked = tasks.find((entry) => entry.uuid === uuid);
  const before = tasks.find((entry) => entry.uuid === task.task_name);
  const label = task.task_label ?? '';
  const ownLabel = label.trim() !== '' && label !== before?.name;
  return {
    task_name: picked?.uuid ?? '',
    ...(picked && !ownLabel ? { task_label: picked.name } : {}),
  };
}
