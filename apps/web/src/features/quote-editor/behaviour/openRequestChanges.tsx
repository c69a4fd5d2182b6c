import { CHANGE_REQUEST_MESSAGES, EXPIRY_MESSAGES, MAX_CHANGE_REQUEST } from '@portal/domain/quote-links';
import { openSendDialog } from '../../../components/openSendDialog.tsx';
import { requestChanges } from '../api/requestChanges.ts';
import { WordsForm } from './WordsForm.tsx';

/** Request changes (decisions/124): the customer's words go into the quote's conversation log. */
export const openRequestChanges = ({
  quoteId,
  onSent,
}: {
  quoteId: number;
  onSent: (message: string) => void;
}) =>
  openSendDialog('request-changes', 'Request changes', 'Close request changes', (close) => (
    <WordsForm
      intro="Tell us what to change. The quote stays open and we will send you an updated one."
      label="What would you like changed?"
      submitLabel="Send request"
      required={CHANGE_REQUEST_MESSAGES.wordsRequired}
      maxLength={MAX_CHANGE_REQUEST}
      close={close}
      send={async (changes) => onSent((await requestChanges(quoteId, changes)).message)}
    />
  ));

/**
 * Request updated pricing, on an expired quote: the same request for changes, its words started
 * for the customer, so it reaches staff through the conversation log in the same way.
 */
export const openRequestPricing = ({
  quoteId,
  onSent,
}: {
  quoteId: number;
  onSent: (message: string) => void;
}) =>
  openSendDialog(
    'request-pricing',
    EXPIRY_MESSAGES.requestPricing,
    'Close request updated pricing',
    (close) => (
      <WordsForm
        intro="Ask us to price this quote again at today’s prices. Add anything else we should change."
        label="Your message"
        submitLabel="Send request"
        initial={EXPIRY_MESSAGES.pricingWords}
        required={CHANGE_REQUEST_MESSAGES.wordsRequired}
        maxLength={MAX_CHANGE_REQUEST}
        close={close}
        send={async (changes) => onSent((await requestChanges(quoteId, changes)).message)}
      />
    ),
  );
