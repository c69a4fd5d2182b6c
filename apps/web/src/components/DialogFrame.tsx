import { Modal } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

/** Never opened yet; mounted closed (so the next render opens it as Modal expects); open-able. */
type Mounting = 'not yet' | 'closed' | 'ready';

/**
 * A dialog (the list's lightbox and history, the file pages' Select a Quote). Built from Modal's parts because the plain
 * Modal draws its title bar as a <header> outside <main>, which axe counts as a second banner,
 * and its close button has no name.
 */
export function DialogFrame({
  opened,
  onClose,
  title,
  size = 'lg',
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  size?: string;
  children: ReactNode;
}) {
  // A list draws a lightbox and a history dialog in every row, and a closed Modal still runs its
  // hooks on each render: nothing is mounted until the first opening. Modal then mounts closed
  // and opens on the next render, because it notes the element to give focus back to, and plays
  // its transition, only when opened changes after it has mounted.
  const [mounting, setMounting] = useState<Mounting>(opened ? 'ready' : 'not yet');
  if (opened && mounting === 'not yet') setMounting('closed');
  useEffect(() => {
    if (mounting === 'closed') setMounting('ready');
  }, [mounting]);
  if (mounting === 'not yet') return null;
  return (
    <Modal.Root opened={opened && mounting === 'ready'} onClose={onClose} size={size} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header role="none">
          <Modal.Title fw={700}>{title}</Modal.Title>
          <Modal.CloseButton aria-label={`Close ${title.charAt(0).toLowerCase()}${title.slice(1)}`} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
