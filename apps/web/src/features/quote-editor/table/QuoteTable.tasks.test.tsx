// @vitest-environment happy-dom
import { HANDOFF_MESSAGES } from '@portal/domain/handoff';
import { type QuoteContent, quoteContentSchema } from '@portal/domain/quote';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaskLists } from './task-lists.ts';
import { TableHarness } from './test-harness.tsx';

afterEach(cleanup);

/** One group with one template block holding one task, as the Tasks menu adds it. */
const withTask = (task: Record<string, unknown> = {}, code = '') =>
  quoteContentSchema.parse({
    categories: [
      {
        category_info: {},
        groups: [
          {
            id: 'g1',
            name: 'Staff',
            group_options: {
              customs: [{ custom_code: code, tasks: [{ task_qty: 1, task_price: 20, ...task }] }],
              customfees: [],
            },
          },
        ],
        items: [],
      },
    ],
  });

const LISTS: TaskLists = {
  templates: [
    { uuid: 'j-1', name: 'Embroidery job' },
    { uuid: 'j-2', name: 'Screen print job' },
  ],
  tasks: [
    { uuid: 't-1', name: 'Artwork setup' },
    { uuid: 't-2', name: 'Digitising' },
    { uuid: 't-3', name: 'Packing' },
  ],
  hint: null,
};

const show = (initial: QuoteContent, taskLists?: TaskLists) => {
  let content = initial;
  render(
    <TableHarness
      initial={initial}
      taskLists={taskLists}
      onContent={(next) => {
        content = next;
      }}
      env="test"
    />,
  );
  const tasks = screen.getByRole('table', { name: /^Tasks/ });
  const custom = () => content.categories[0]?.groups[0]?.group_options.customs[0];
  return { tasks, custom };
};

const choose = async (box: HTMLElement, option: string) => {
  fireEvent.click(box);
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the Tasks section with WorkflowMax’s lists', () => {
  it("picks a template by name and a task by its uuid, the task's name becoming the label", async () => {
    const { tasks, custom } = show(withTask(), LISTS);
    await choose(within(tasks).getByRole('combobox', { name: 'template 1 code' }), 'Screen print job');
    expect(custom()?.custom_code).toBe('Screen print job');

    await choose(
      within(tasks).getByRole('combobox', { name: 'template Screen print job task 1 task' }),
      'Digitising',
    );
    expect(custom()?.tasks[0]).toMatchObject({ task_name: 't-2', task_label: 'Digitising' });
    // The pick shows the task's name, never its uuid; the label stays a typed field.
    const picked = within(tasks).getByRole('combobox', {
      name: 'template Screen print job task Digitising task',
    }) as HTMLInputElement;
    expect(picked.value).toBe('Digitising');
    expect(
      (
        within(tasks).getByRole('textbox', {
          name: 'template Screen print job task Digitising label',
        }) as HTMLInputElement
      ).value,
    ).toBe('Digitising');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('still shows a task typed before the lists were offered', () => {
    const { tasks } = show(withTask({ task_name: 'Fold' }, 'Packing'), LISTS);
    expect(
      (within(tasks).getByRole('combobox', { name: 'template Packing code' }) as HTMLInputElement).value,
    ).toBe('Packing');
    expect(
      (within(tasks).getByRole('combobox', { name: 'template Packing task Fold task' }) as HTMLInputElement)
        .value,
    ).toBe('Fold');
  });
});

describe('the Tasks section typed, when WorkflowMax gives no lists', () => {
  it('types them as before with no lists at all', () => {
    const { tasks, custom } = show(withTask());
    fireEvent.change(within(tasks).getByRole('textbox', { name: 'template 1 code' }), {
      target: { value: 'Packing' },
    });
    fireEvent.change(within(tasks).getByRole('textbox', { name: 'template Packing task 1 task' }), {
      target: { value: 'Fold' },
    });
    expect(custom()).toMatchObject({ custom_code: 'Packing', tasks: [{ task_name: 'Fold' }] });
    expect(within(tasks).queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('says WorkflowMax is not set up', () => {
    const { tasks } = show(withTask(), { templates: [], tasks: [], hint: HANDOFF_MESSAGES.wfmNotConfigured });
    expect(within(tasks).getByRole('note').textContent).toBe(HANDOFF_MESSAGES.wfmNotConfigured);
    expect(within(tasks).getByRole('textbox', { name: 'template 1 code' })).toBeTruthy();
    expect(within(tasks).getByRole('textbox', { name: 'template 1 task 1 task' })).toBeTruthy();
    expect(within(tasks).queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("shows WorkflowMax's problem, and Try again asks it afresh", () => {
    const onRefresh = vi.fn();
    const hint = `${HANDOFF_MESSAGES.templatesUnavailable} (timeout)`;
    const { tasks } = show(withTask(), { templates: [], tasks: [], hint, onRefresh });
    expect(within(tasks).getByRole('note').textContent).toBe(hint);
    expect(within(tasks).getByRole('textbox', { name: 'template 1 task 1 task' })).toBeTruthy();
    fireEvent.click(within(tasks).getByRole('button', { name: 'Try again' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('shows customers no hint and no pick', () => {
    render(
      <TableHarness
        initial={withTask({ task_checked: true, task_label: 'Setup' })}
        isAdmin={false}
        taskLists={{ ...LISTS, hint: 'not for customers' }}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('not for customers')).toBeNull();
  });
});
