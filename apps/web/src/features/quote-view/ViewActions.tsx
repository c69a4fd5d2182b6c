import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { QuoteCertificateButton } from '../acceptance/index.ts';
import { ConversationLogButton } from '../conversation-log/index.ts';
import { CustomerProofsLink } from '../proofs/index.ts';
import { quoteListKey, viewPath } from '../quote-list/index.ts';
import { DownloadPdfButton } from '../quote-pdf/index.ts';
import type { ViewedQuote } from './api/getQuote.ts';
import { repeatQuote } from './api/repeatQuote.ts';
import { submitOrder } from './api/submitOrder.ts';
import { repeatMode, submitOrderAction, submitOrderRefusal } from './view-rules.ts';

/** `hash`: the revision on the customer's screen, which SUBMIT ORDER accepts. */
type Props = { quote: ViewedQuote; viewer: { role: string }; admin: boolean; hash: string | undefined };

/**
 * REPEAT QUOTE, CHANGE QUOTE, SUBMIT ORDER and the conversation log (accounts spec 2.9), and
 * Download PDF for both roles.
 */
export function ViewActions({ quote, viewer, admin, hash }: Props) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const [pending, setPending] = useState<'repeat' | 'submit' | null>(null);
  const refusal = submitOrderRefusal(quote, viewer);

  const onRepeat = async () => {
    if (repeatMode(quote, viewer) === 'new-page') {
      navigate(`/requests/add?method=repeat&id=${quote.id}`);
      return;
    }
    setPending('repeat');
    try {
      const copy = await repeatQuote(quote.id);
      notifySuccess(copy.message);
      await client.invalidateQueries({ queryKey: quoteListKey() });
      navigate(viewPath({ id: copy.id, order_status: '' }, 'quotes', admin));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const onSubmit = async () => {
    setPending('submit');
    try {
      const saved = await submitOrder(quote.id, submitOrderAction(viewer), quote.version, hash);
      notifySuccess(saved.message);
      await client.invalidateQueries({ queryKey: quoteListKey() });
      // After any action other than save the user goes to its list (accounts spec 4.1).
      navigate(admin ? '/admin/requests' : '/myorders');
    } catch (error) {
      notifyError(errorMessage(error));
      setPending(null);
    }
  };

  return (
    <div>
      <Group gap="sm">
        <Button
          variant="default"
          loading={pending === 'repeat'}
          disabled={pending !== null}
          onClick={onRepeat}
        >
          REPEAT QUOTE
        </Button>
        <Button
          variant="default"
          disabled={pending !== null}
          onClick={() => navigate(viewPath({ id: quote.id, order_status: '' }, 'quotes', admin))}
        >
          CHANGE QUOTE
        </Button>
        <Button
          loading={pending === 'submit'}
          disabled={pending !== null || refusal !== null}
          onClick={onSubmit}
          aria-describedby={refusal ? 'submit-order-refusal' : undefined}
        >
          SUBMIT ORDER
        </Button>
        <DownloadPdfButton quoteId={quote.id} revision={quote.revision} />
        <QuoteCertificateButton quoteId={quote.id} />
        {!admin && <CustomerProofsLink quoteId={quote.id} />}
        <ConversationLogButton
          thread={{ kind: 'quote', quoteId: quote.id, userId: quote.user_id ?? null }}
          note={quote.memo_note ?? ''}
        />
      </Group>
      {refusal && (
        <Text id="submit-order-refusal" size="sm" c="dimmed" mt="xs">
          {refusal}
        </Text>
      )}
    </div>
  );
}
