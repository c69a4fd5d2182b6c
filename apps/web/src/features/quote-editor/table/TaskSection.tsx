import { customerSees, type Task } from '@portal/domain/quote';
import { memo } from 'react';
import { AmountAndDeleteCells } from './AmountAndDeleteCells.tsx';
import { IconButton, TextCell } from './cells.tsx';
import { fieldCells } from './field-cells.tsx';
import { CrossIcon } from './icons.tsx';
import { money } from './money.ts';
import { PickCell } from './PickCell.tsx';
import { sameRowProps } from './row-memo.ts';
import { SectionTable } from './SectionTable.tsx';
import { TaskListHint } from './TaskListHint.tsx';
import classes from './table.module.css';
import { NO_TASK_LISTS, taskPick } from './task-lists.ts';
import type { SectionProps } from './types.ts';

/**
 * The Tasks section of a group: custom template blocks, each naming its invoicing template, with
 * their tasks (quote spec 3). Staff edit them; customers see checked tasks only (spec 5). Staff
 * pick templates and tasks from WorkflowMax's lists when it gives them, and type them
 * otherwise, with the reason shown above the blocks.
 */
export const TaskSection = memo(function TaskSection({
  group,
  lines,
  view,
  actions,
  costsShown,
}: SectionProps) {
  const staff = view.isAdmin && !view.readOnly;
  const customs = group.group_options.customs;
  const visible = (task: Task) => view.isAdmin || customerSees.task(task);
  if (!customs.some((c) => view.isAdmin || c.tasks.some(visible))) return null;
  const costs = view.isAdmin && costsShown;
  const columns = [
    'Charged',
    'Task',
    'Label',
    'Description',
    'Qty',
    ...(costs ? ['Cost'] : []),
    'Price',
    ...(view.isAdmin ? ['Note'] : []),
    'Amount',
    '',
  ];
  const span = columns.length;
  // Staff's lists; a customer sees the stored words (their table is never given lists).
  const lists = view.isAdmin ? view.taskLists : NO_TASK_LISTS;
  // A template's custom_code is its name (it names the template); a task's task_name is its uuid.
  const templateOptions = lists.templates.map((entry) => ({ value: entry.name, label: entry.name }));
  const taskOptions = lists.tasks.map((entry) => ({ value: entry.uuid, label: entry.name }));
  return (
    <SectionTable caption={`Tasks — ${group.name || 'group'}`} columns={columns}>
      {staff && lists.hint && (
        <tr>
          <td colSpan={span}>
            <TaskListHint lists={lists} />
          </td>
        </tr>
      )}
      {customs.map((custom, c) => {
        const template = `template ${custom.custom_code || c + 1}`;
        return [
          // biome-ignore lint/suspicious/noArrayIndexKey: templates have no id; their place is their identity.
          <tr key={`custom-${c}`} className={classes.subRow}>
            <td colSpan={span - 1}>
              {templateOptions.length > 0 ? (
                <PickCell
                  label={`${template} code`}
                  value={custom.custom_code}
                  options={templateOptions}
                  disabled={!staff}
                  onPick={(name) => actions.updateCustom(group.id, c, { custom_code: name ?? '' })}
                />
              ) : (
                <TextCell
                  label={`${template} code`}
                  value={custom.custom_code}
                  disabled={!staff}
                  onChange={(custom_code) => actions.updateCustom(group.id, c, { custom_code })}
                />
              )}
              {staff && (
                <button
                  type="button"
                  className={classes.iconButton}
                  style={{ width: 'auto', padding: '0 6px' }}
                  onClick={() => actions.addTask(group.id, c)}
                >
                  Add task to {template}
                </button>
              )}
            </td>
            <td>
              {staff && (
                <IconButton
                  label={`Delete ${template}`}
                  danger
                  onClick={() => actions.removeCustom(group.id, c)}
                >
                  <CrossIcon />
                </IconButton>
              )}
            </td>
          </tr>,
          ...custom.tasks.map((task, t) => {
            if (!visible(task)) return null;
            // A picked task is named by its WorkflowMax name, never by its uuid.
            const taskName =
              lists.tasks.find((entry) => entry.uuid === task.task_name)?.name ?? task.task_name;
            const name = `${template} task ${task.task_label || taskName || t + 1}`;
            const line = lines.find((l) => l.id === `${group.id}:task:${c}:${t}`) ?? null;
            const set = (patch: Partial<Task>) => actions.updateTask(group.id, c, t, patch);
            const cell = fieldCells(task, name, !staff, set);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tasks have no id; their place is their identity.
              <tr key={`task-${c}-${t}`}>
                <td>{cell.check('task_checked', 'charged')}</td>
                <td>
                  {taskOptions.length > 0 ? (
                    <PickCell
                      label={`${name} task`}
                      value={task.task_name}
                      options={taskOptions}
                      disabled={!staff}
                      onPick={(uuid) => set(taskPick(task, uuid, lists.tasks))}
                    />
                  ) : (
                    cell.text('task_name', 'task')
                  )}
                </td>
                <td>{cell.text('task_label', 'label')}</td>
                <td>{cell.text('task_desc', 'description', { wide: true })}</td>
                <td>{cell.number('task_qty', 'quantity')}</td>
                {costs && <td>{cell.money('task_cost', 'cost')}</td>}
                <td>{cell.money('task_price', 'price')}</td>
                {view.isAdmin && <td>{cell.text('task_note', 'note')}</td>}
                <AmountAndDeleteCells
                  amount={money(line)}
                  name={name}
                  onDelete={staff ? () => actions.removeTask(group.id, c, t) : undefined}
                />
              </tr>
            );
          }),
        ];
      })}
    </SectionTable>
  );
}, sameRowProps);
