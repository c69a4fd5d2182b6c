import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

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
}: {
  minWidth: number;
  label: string;
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={`${label} table`}
    >
      {children}
    </Table.ScrollContainer>
  );
}
