import { HANDOFF_MESSAGES, type TemplatesAnswer } from '@portal/domain/handoff';
import { describe, expect, it, vi } from 'vitest';
import { NO_TASK_LISTS, taskListsOf, taskPick } from './task-lists.ts';

const TASKS = [
  { uuid: 't-1', name: 'Artwork setup' },
  { uuid: 't-2', name: 'Digitising' },
];
const answer = (over: Partial<TemplatesAnswer> = {}): TemplatesAnswer => ({
  templates: [{ uuid: 'j-1', name: 'Embroidery job' }],
  tasks: TASKS,
  configured: true,
  fetched_at: '2026-01-01T00:00:00.000Z',
  problem: null,
  ...over,
});

describe('what the Tasks section offers', () => {
  it("offers WorkflowMax's lists when it gives them", () => {
    const refresh = vi.fn();
    const lists = taskListsOf(answer(), null, refresh);
    expect(lists.templates.map((t) => t.name)).toEqual(['Embroidery job']);
    expect(lists.tasks).toEqual(TASKS);
    expect(lists.hint).toBeNull();
  });

  it('types them, saying why, when WorkflowMax is not set up', () => {
    const lists = taskListsOf(answer({ templates: [], tasks: [], configured: false, problem: null }), null);
    expect(lists).toEqual({ ...NO_TASK_LISTS, hint: HANDOFF_MESSAGES.wfmNotConfigured });
    expect(lists.onRefresh).toBeUndefined();
  });

  it('types them with the problem as the hint, and a way to try again, when WorkflowMax did not answer', () => {
    const refresh = vi.fn();
    const problem = `${HANDOFF_MESSAGES.templatesUnavailable} (timeout)`;
    const lists = taskListsOf(answer({ problem }), null, refresh);
    expect(lists.templates).toEqual([]);
    expect(lists.tasks).toEqual([]);
    expect(lists.hint).toBe(problem);
    expect(lists.onRefresh).toBe(refresh);
    expect(taskListsOf(undefined, 'Failed to fetch', refresh).hint).toBe('Failed to fetch');
  });

  it('types them, hintless, while the lists load or when WorkflowMax lists none', () => {
    expect(taskListsOf(undefined, null)).toBe(NO_TASK_LISTS);
    const empty = taskListsOf(answer({ templates: [], tasks: [] }), null);
    expect(empty.templates).toEqual([]);
    expect(empty.tasks).toEqual([]);
    expect(empty.hint).toBeNull();
  });
});

describe('picking a task', () => {
  it("keeps the task's uuid as its task_name and its name as the label", () => {
    expect(taskPick({ task_name: '', task_label: '' }, 't-2', TASKS)).toEqual({
      task_name: 't-2',
      task_label: 'Digitising',
    });
  });

  it("follows the picked task with a label that was the last task's name", () => {
    expect(taskPick({ task_name: 't-1', task_label: 'Artwork setup' }, 't-2', TASKS)).toEqual({
      task_name: 't-2',
      task_label: 'Digitising',
    });
  });

  it('keeps a label staff wrote themselves, and clears the task when none is picked', () => {
    expect(taskPick({ task_name: 't-1', task_label: 'Logo redraw' }, 't-2', TASKS)).toEqual({
      task_name: 't-2',
    });
    expect(taskPick({ task_name: 't-1', task_label: 'Artwork setup' }, null, TASKS)).toEqual({
      task_name: '',
    });
  });
});
