import { openSendDialog } from '../../components/openSendDialog.tsx';
import { EmailQuoteDialog, type EmailQuoteDialogProps } from './EmailQuoteDialog.tsx';

/** Opens the Email Quote dialog; it closes on Cancel and once the mail is queued. */
export function openEmailQuote(props: Omit<EmailQuoteDialogProps, 'onCancel'>): void {
  openSendDialog(`email-quote-${props.quoteId}`, 'Email Quote', 'Close email quote', (close) => (
    <EmailQuoteDialog
      {...props}
      onCancel={close}
      onSent={(answer) => {
        close();
        props.onSent(answer);
      }}
    />
  ));
}
