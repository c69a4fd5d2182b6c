import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Opens a send dialog (Email Quote, Send Sms) through the modals manager, so the editor's
 * action hook can open it without a place of its own in the page. Like DialogFrame:
 * the title bar is no second banner landmark and the close cross has a name (axe). `content`
 * gets the function that closes it.
 */
export function openSendDialog(
  modalId: string,
  title: string,
  closeLabel: string,
  content: (close: () => void) => ReactNode,
): void {
  const close = () => modals.close(modalId);
  modals.open({
    modalId,
    title,
    size: 'lg',
    centered: true,
    styles: { title: { fontWeight: 700 } },
    attributes: { header: { role: 'none' } },
    closeButtonProps: { 'aria-label': closeLabel },
    children: content(close),
  });
}
