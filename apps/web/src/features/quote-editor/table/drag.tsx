import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type CSSProperties, useMemo } from 'react';
import { GripIcon } from './icons.tsx';
import classes from './table.module.css';

/**
 * Makes a table row draggable by its handle (dnd-kit sortable). Rows that may not be dragged
 * (customers, view mode) get no handle, and `disabled` keeps them out of the drag entirely.
 */
export function useRowDrag(id: string, enabled: boolean, label: string) {
  // The label rides on the row's drag data so the announcements can name it (components/sortable/drag-announcements.ts).
  const data = useMemo(() => ({ label }), [label]);
  const sortable = useSortable({ id, data, disabled: !enabled });
  const style: CSSProperties | undefined = sortable.transform
    ? { transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }
    : undefined;
  const handle = enabled ? (
    <button
      type="button"
      className={`${classes.iconButton} ${classes.handle}`}
      aria-label={`Move ${label}`}
      {...sortable.attributes}
      {...sortable.listeners}
    >
      <GripIcon />
    </button>
  ) : null;
  return {
    ref: sortable.setNodeRef,
    style,
    className: sortable.isDragging ? classes.dragging : undefined,
    handle,
  };
}
