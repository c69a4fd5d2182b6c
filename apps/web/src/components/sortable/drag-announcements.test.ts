import type { Active, Over } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { DRAG_ANNOUNCEMENTS } from './drag-announcements.ts';

const item = (label?: string) =>
  ({ id: 'internal-id', data: { current: label === undefined ? {} : { label } } }) as unknown as Active &
    Over;

describe('what a screen reader hears while a line is moved', () => {
  it('names the lines by their labels, never by internal ids', () => {
    const active = item('CAP1');
    const over = item('AS5001');
    expect(DRAG_ANNOUNCEMENTS.onDragStart({ active })).toBe('Picked up CAP1.');
    expect(DRAG_ANNOUNCEMENTS.onDragOver({ active, over })).toBe('CAP1 is over AS5001.');
    expect(DRAG_ANNOUNCEMENTS.onDragEnd({ active, over })).toBe('CAP1 was dropped over AS5001.');
    expect(DRAG_ANNOUNCEMENTS.onDragCancel({ active, over: null })).toBe('Moving CAP1 was cancelled.');
  });

  it('names a line without a label "Unnamed line", and a line without a label and says when nothing is under it', () => {
    const active = item();
    expect(DRAG_ANNOUNCEMENTS.onDragOver({ active, over: null })).toBe('Unnamed line is not over a line.');
    expect(DRAG_ANNOUNCEMENTS.onDragEnd({ active, over: null })).toBe('Unnamed line was dropped.');
  });
});
