import type { PricedLine } from '@portal/domain/pricing';
import type { Group, Task } from '@portal/domain/quote';
import { memo } from 'react';
import { CheckCell, IconButton, NumberCell, TextCell } from './cells.tsx';
import { CrossIcon } from './icons.tsx';
import { money } from './money.ts';
import { sameRowProps } from './row-memo.ts';
import { SectionTable } from './SectionTable.tsx';
import classes from './table.module.css';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

type Props = {
  group: Group;
  lines: readonly PricedLine[];
  view: TableView;
  actions: TableActions;
  costsShown: boolean;
};

/**
 * The Tasks section of a group: custom template blocks, each naming its invoicing template, with
 * their tasks (quote spec 3). Staff edit them; customers see checked tasks only (spec 5).
 */
export const TaskSection = memo(function TaskSection({ group, lines, view, actions, costsShown }: Props) {
  const staff = view.isAdmin && !view.readOnly;
  const customs = group.group_options.customs;
  const visible = (task: Task) => view.isAdmin || task.task_checked === true;
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
  return (
    <SectionTable caption={`Tasks — ${group.name || 'group'}`} columns={columns}>
      {customs.map((custom, c) => {
        const template = `template ${custom.custom_code || c + 1}`;
        return [
          // biome-ignore lint/suspicious/noArrayIndexKey: templates have no id; their place is their identity.
          <tr key={`custom-${c}`} className={classes.subRow}>
            <td colSpan={span - 1}>
              <TextCell
                label={`${template} code`}
                value={custom.custom_code}
                disabled={!staff}
                onChange={(custom_code) => actions.updateCustom(group.id, c, { custom_code })}
              />
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
            const name = `${template} task ${task.task_label || task.task_name || t + 1}`;
            const line = lines.find((l) => l.id === `${group.id}:task:${c}:${t}`) ?? null;
            const set = (patch: Partial<Task>) => actions.updateTask(group.id, c, t, patch);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: tasks have no id; their place is their identity.
              <tr key={`task-${c}-${t}`}>
                <td>
                  <CheckCell
                    label={`${name} charged`}
                    checked={task.task_checked === true}
                    disabled={!staff}
                    onChange={(task_checked) => set({ task_checked })}
                  />
                </td>
                <td>
                  <TextCell
                    label={`${name} task`}
                    value={task.task_name}
                    disabled={!staff}
                    onChange={(task_name) => set({ task_name })}
                  />
                </td>
                <td>
                  <TextCell
                    label={`${name} label`}
                    value={task.task_label}
                    disabled={!staff}
                    onChange={(task_label) => set({ task_label })}
                  />
                </td>
                <td>
                  <TextCell
                    label={`${name} description`}
                    value={task.task_desc}
                    disabled={!staff}
                    wide
                    onChange={(task_desc) => set({ task_desc })}
                  />
                </td>
                <td>
                  <NumberCell
                    label={`${name} quantity`}
                    value={task.task_qty}
                    disabled={!staff}
                    onChange={(task_qty) => set({ task_qty })}
                  />
                </td>
                {costs && (
                  <td>
                    <NumberCell
                      label={`${name} cost`}
                      value={task.task_cost}
                      disabled={!staff}
                      onChange={(task_cost) => set({ task_cost })}
                    />
                  </td>
                )}
                <td>
                  <NumberCell
                    label={`${name} price`}
                    value={task.task_price}
                    disabled={!staff}
                    onChange={(task_price) => set({ task_price })}
                  />
                </td>
                {view.isAdmin && (
                  <td>
                    <TextCell
                      label={`${name} note`}
                      value={task.task_note}
                      disabled={!staff}
                      onChange={(task_note) => set({ task_note })}
                    />
                  </td>
                )}
                <td className={classes.money}>{money(line)}</td>
                <td>
                  {staff && (
                    <IconButton
                      label={`Delete ${name}`}
                      danger
                      onClick={() => actions.removeTask(group.id, c, t)}
                    >
                      <CrossIcon />
                    </IconButton>
                  )}
                </td>
              </tr>
            );
          }),
        ];
      })}
    </SectionTable>
  );
}, sameRowProps);
