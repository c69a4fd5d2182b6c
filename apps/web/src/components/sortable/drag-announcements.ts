import type { Active, Announcements, Over } from '@dnd-kit/core';

/** The row's own name ("CAP1", "Embroidery Breast Left"), which `useRowDrag` puts on its data. */
function rowName(item: Active | Over): string {
  const label = item.data.current?.label;
  return typeof label === 'string' && label !== '' ? label : 'Unnamed line';
}

/**
 * What a screen reader hears while a row is moved by keyboard. dnd-kit's own texts name rows by
 * their internal ids ("draggable item 3f2c…"); these name them as the table's labels do.
 */
export const DRAG_ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Picked up ${rowName(active)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${rowName(active)} is over ${rowName(over)}.` : `${rowName(active)} is not over a line.`,
  onDragEnd: ({ active, over }) =>
    over ? `${rowName(active)} was dropped over ${rowName(over)}.` : `${rowName(active)} was dropped.`,
  onDragCancel: ({ active }) => `Moving ${rowName(active)} was cancelled.`,
};
