// @vitest-environment happy-dom
import { Button, MantineProvider } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../lib/theme.ts';
import { DialogFrame } from './DialogFrame.tsx';

function Opener() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button onClick={open}>Show the history</Button>
      <DialogFrame opened={opened} onClose={close} title="History of quote 7">
        <p>Sent to Ana</p>
      </DialogFrame>
    </>
  );
}

afterEach(cleanup);

describe('a dialog', () => {
  it('opens at its first opening with focus inside, and gives focus back on closing', async () => {
    render(
      <MantineProvider theme={theme}>
        <Opener />
      </MantineProvider>,
    );
    expect(screen.queryByText('Sent to Ana')).toBeNull();

    const opener = screen.getByRole('button', { name: 'Show the history' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'History of quote 7' });
    expect(dialog.textContent).toContain('Sent to Ana');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Close history of quote 7' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
