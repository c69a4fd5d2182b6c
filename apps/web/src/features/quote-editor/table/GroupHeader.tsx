import { useDroppable } from '@dnd-kit/core';
import { Text } from '@mantine/core';
import type { Group } from '@portal/domain/quote';
import { IconButton, TextCell } from './cells.tsx';
import { GROUP_DROP_PREFIX } from './drop-target.ts';
import { CrossIcon, EyeIcon, EyeOffIcon } from './icons.tsx';
import classes from './table.module.css';
import type { TableView } from './types.ts';
import type { TableActions } from './use-table-actions.ts';

/** The drop target id of a group's header: a row dropped there goes to the end of the group. */
export const groupDropId = (groupId: string) => `${GROUP_DROP_PREFIX}${groupId}`;

/**
 * A group's header: its name (renamed in place), the admin's eye button for the group's costs,
 * and the delete cross, which asks first (quote spec 2).
 */
export function GroupHeader({
  group,
  implicit,
  view,
  actions,
  costsShown,
  onDelete,
}: {
  group: Group;
  implicit: boolean;
  view: TableView;
  actions: TableActions;
  costsShown: boolean;
  onDelete: (group: Group) => void;
}) {
  const drop = useDroppable({ id: groupDropId(group.id), disabled: implicit || !view.canDrag });
  const name = group.name || 'Unnamed group';
  return (
    <div ref={drop.setNodeRef} className={`${classes.groupHeader} ${drop.isOver ? classes.dropHint : ''}`}>
      {implicit ? (
        <Text fw={700} size="sm">
          Items
        </Text>
      ) : (
        <div style={{ maxWidth: 320, flex: 1 }}>
          <TextCell
            label="Group name"
            value={group.name}
            disabled={view.readOnly}
            onChange={(text) => actions.renameGroup(group.id, text)}
          />
        </div>
      )}
      <div style={{ marginLeft: 'auto', display: 'flex', gap: 4 }}>
        {view.isAdmin && !implicit && (
          <IconButton
            label={costsShown ? `Hide costs of ${name}` : `Show costs of ${name}`}
            pressed={!costsShown}
            onClick={() => actions.toggleCosts(group.id)}
          >
            {costsShown ? <EyeIcon /> : <EyeOffIcon />}
          </IconButton>
        )}
        {!view.readOnly && !implicit && (
          <IconButton label={`Delete group ${name}`} danger onClick={() => onDelete(group)}>
            <CrossIcon />
          </IconButton>
        )}
      </div>
    </div>
  );
}
