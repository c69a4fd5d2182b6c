import { modals } from '@mantine/modals';
import { EmailQuoteDialog, type EmailQuoteDialogProps } from './EmailQuoteDialog.tsx';

/**
 * Opens the Email Quote dialog through the modals manager, so the editor's action hook can open
 * it without a place of its own in the page. Like DialogFrame: the title bar is no second banner
 * landmark and the close cross has a name (axe).
 */
export function openEmailQuote(props: Omit<EmailQuoteDialogProps, 'onCancel'>): void {
  const modalId = `email-quote-${props.quoteId}`;
  modals.open({
    modalId,
    title: 'Email Quote',
    size: 'lg',
    centered: true,
    styles: { title: { fontWeight: 700 } },
    attributes: { header: { role: 'none' } },
    closeButtonProps: { 'aria-label': 'Close email quote' },
    children: (
      <EmailQuoteDialog
        {...props}
        onCancel={() => modals.close(modalId)}
        onSent={(answer) => {
          modals.close(modalId);
          props.onSent(answer);
        }}
      />
    ),
  });
}
