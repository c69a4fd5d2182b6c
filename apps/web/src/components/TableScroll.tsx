import { Table } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * A table wider than a narrow window scrolls sideways in its own box, so the page never does.
 * The box takes the keyboard's focus, so its hidden columns can be reached without a
 * mouse (axe: scrollable-region-focusable), and is a named region so a screen reader says what
 * it holds: '{label} table', as the section around it often carries the label itself and two
 * landmarks of one name confuse (axe: landmark-unique).
 */
export function TableScroll({
  minWidth,
  label,
  children,
  maxHeight,
  scrollRef,
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
  /** A long table scrolls down in the box too, no taller than this (a windowed table's box). */
  maxHeight?: string;
  scrollRef?: Ref<HTMLDivElement>;
}) {
  return (
    <Table.ScrollContainer
      ref={scrollRef}
      minWidth={minWidth}
      maxHeight={maxHeight}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
    >
      {children}
    </Table.ScrollContainer>
  );
}
