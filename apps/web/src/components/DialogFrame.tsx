import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';

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
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered>
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
