import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { ReactNode } from 'react';
import { DRAG_ANNOUNCEMENTS } from './drag-announcements.ts';

/**
 * Sensor options live outside the component: a new options object on each render gives dnd-kit
 * new sensors, a new context, and so a re-render of every sortable row on every keystroke.
 */
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };
const ACCESSIBILITY = { announcements: DRAG_ANNOUNCEMENTS };

/**
 * Where rows are dragged by their handle: with the mouse (after 4 px, so a click stays a click)
 * or the keyboard (Space, the arrow keys, Space), with what a screen reader hears named by the
 * rows' own labels. Used by the quote table and the Production tab.
 */
export function SortableArea({
  onDragEnd,
  children,
}: {
  onDragEnd: (event: DragEndEvent) => void;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={ACCESSIBILITY}
    >
      {children}
    </DndContext>
  );
}
