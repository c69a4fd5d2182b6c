import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

const TONES = { problem: 'red', info: 'navy', done: 'green' } as const;

/**
 * A message box of the link pages. Mantine's light Alert writes its title and text in the
 * palette's middle shade on the palette's tint, under 4.5:1 (axe color-contrast), and with a
 * shade in `color` it paints the whole box in that shade; so the tint keeps the tone and the
 * words take the page's own text colour.
 */
export function LinkNotice({
  tone,
  role,
  title,
  children,
}: {
  tone: keyof typeof TONES;
  role: 'alert' | 'status';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Alert
      variant="light"
      color={TONES[tone]}
      role={role}
      title={title}
      styles={{
        title: { color: 'var(--mantine-color-text)' },
        message: { color: 'var(--mantine-color-text)' },
      }}
    >
      {children}
    </Alert>
  );
}
