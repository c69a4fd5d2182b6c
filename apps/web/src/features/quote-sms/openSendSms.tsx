import { openSendDialog } from '../../components/openSendDialog.tsx';
import { SendSmsDialog, type SendSmsDialogProps } from './SendSmsDialog.tsx';

/** Opens the Send Sms dialog; it closes on Cancel and once the text is queued. */
export function openSendSms(props: Omit<SendSmsDialogProps, 'onCancel'>): void {
  openSendDialog(`send-sms-${props.quoteId}`, 'Send Sms', 'Close send sms', (close) => (
    <SendSmsDialog
      {...props}
      onCancel={close}
      onSent={(message) => {
        close();
        props.onSent(message);
      }}
    />
  ));
}
