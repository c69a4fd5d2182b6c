import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { AddQuoteBody } from '@portal/domain/quote';
import { QUOTE_CONFIRM_TEXTS, QUOTE_MESSAGES } from '@portal/domain/quote';
import { RENEWAL_MESSAGES } from '@portal/domain/renewal';
import { applyAction, type StatusAction } from '@portal/domain/status';
import { type RefObject, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirmAction.tsx';
import { ApiError, errorMessage } from '../../../lib/api.ts';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { openAcceptDialog } from '../../acceptance/index.ts';
import { openEmailQuote } from '../../quote-email/index.ts';
import { downloadQuotePdf } from '../../quote-pdf/index.ts';
import { openSendSms } from '../../quote-sms/index.ts';
import { addQuote } from '../api/addQuote.ts';
import { deleteQuote } from '../api/deleteQuote.ts';
import { renewQuote, repriceQuote } from '../api/renewal.ts';
import { repeatQuote } from '../api/repeatQuote.ts';
import { saveQuote } from '../api/saveQuote.ts';
import { afterCreatePathFor, editPathFor, listPathFor } from '../mode.ts';
import { type EditorButton, staysOnPage } from '../state/editor-actions.ts';
import type { EditorState } from '../state/editor-state.ts';
import { askDeclineReason } from './askDeclineReason.tsx';
import { openRepriced } from './openRepriced.tsx';
import { openRequestChanges, openRequestPricing } from './openRequestChanges.tsx';
import { saveBody } from './save-body.ts';

type Options = {
  /** The editor's latest state, read when a button is pressed (kept in a ref so the handler is stable). */
  state: RefObject<EditorState>;
  admin: boolean;
  quoteId: number | null;
  /** The client whose new quote this is (an admin's ?user=); null for a customer's own. */
  ownerId: number | null;
  /** Reloads the quote after a save so the server's totals replace the browser's. */
  reload: () => Promise<void>;
  onConflict: (message: string) => void;
  /** Opens the Send to Job Management dialog, which the page holds (it stays open under its confirm). */
  openJobs: () => void;
  /** ADD CATALOGUE: opens the Add Product dialog, which the page holds beside the document. */
  openCatalogue: () => void;
  /** ADD BRAND MANAGEMENT: the brand put on every garment at the position picked. */
  addBrand: (position: string) => void;
};

/**
 * What each Order Summary button and the new-quote page's SAVE DRAFT and SUBMIT do: check the
 * status machine first (so 'You must select the contact user. Please try again' shows without a
 * call), call the server, show the spec's message and go where the spec says (accounts 4.1,
 * quote spec 2 "Routes after actions").
 */
export function useQuoteActions({
  state,
  admin,
  quoteId,
  ownerId,
  reload,
  onConflict,
  openJobs,
  openCatalogue,
  addBrand,
}: Options) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);
  const role = admin ? 'admin' : 'customer';

  const refusal = useCallback(
    (action: StatusAction, isNew: boolean): string | null => {
      const s = state.current;
      const quote = isNew ? null : { status: s.status, order_status: s.order_status, revision: s.revision };
      const move = applyAction(quote, action, role, { contactUser: s.header.contact_user });
      return move.ok ? null : move.reason;
    },
    [state, role],
  );

  const submit = useCallback(
    async (id: string, action: StatusAction) => {
      if (quoteId === null) return;
      const reason = refusal(action, false);
      if (reason) return notifyError(reason);
      // The customer's Accept asks its question in a form that takes their name and the PO.
      if (!admin && action === 'request_order')
        return openAcceptDialog({
          quoteId,
          version: state.current.version,
          hash: state.current.hash,
          question: QUOTE_CONFIRM_TEXTS.accept,
          onAccepted: (answer) => {
            notifySuccess(answer.message);
            reload()
              .then(() =>
                modals.open({
                  title: 'Order submitted',
                  children: <Text size="sm">{QUOTE_MESSAGES.orderSubmittedNote}</Text>,
                }),
              )
              .catch((error: unknown) => notifyError(errorMessage(error)));
          },
        });
      const decline = !admin && action === 'decline_quote' ? await askDeclineReason() : undefined;
      if (decline === null) return;
      setPending(id);
      try {
        const answer = await saveQuote(quoteId, { ...saveBody(state.current, action, admin), ...decline });
        notifySuccess(answer.message);
        if (!staysOnPage(action, admin)) return navigate(listPathFor(admin));
        await reload();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onConflict(error.message);
        else notifyError(errorMessage(error));
      } finally {
        setPending(null);
      }
    },
    [quoteId, refusal, state, admin, navigate, reload, onConflict],
  );

  const create = useCallback(
    async (submitNew: boolean) => {
      const reason = refusal(submitNew ? 'submit_new' : 'save_draft', true);
      if (reason) return notifyError(reason);
      const s = state.current;
      setPending(submitNew ? 'submit_new' : 'save_draft');
      try {
        const { approved_price: _a, discount: _d, ...header } = s.header;
        const body: Partial<AddQuoteBody> = {
          ...header,
          content: s.content,
          status: submitNew ? 'Requested' : '',
        };
        await addQuote(body, ownerId);
        notifySuccess(submitNew ? QUOTE_MESSAGES.quoteRequested : QUOTE_MESSAGES.orderAdded);
        navigate(afterCreatePathFor(admin));
      } catch (error) {
        notifyError(errorMessage(error));
      } finally {
        setPending(null);
      }
    },
    [refusal, state, ownerId, admin, navigate],
  );

  const remove = useCallback(async () => {
    if (quoteId === null) return;
    if (!(await confirmAction('Delete quote', QUOTE_CONFIRM_TEXTS.deleteQuote, 'Delete'))) return;
    setPending('delete');
    try {
      notifySuccess(await deleteQuote(quoteId, state.current.version));
      navigate(listPathFor(admin));
    } catch (error) {
      notifyError(
        error instanceof ApiError && error.status > 0 ? error.message : QUOTE_MESSAGES.deleteFailed,
      );
    } finally {
      setPending(null);
    }
  }, [quoteId, state, admin, navigate]);

  const repeat = useCallback(
    async (id: string) => {
      if (quoteId === null) return;
      if (id === 'reorder' && !(await confirmAction('Reorder', QUOTE_CONFIRM_TEXTS.reorder, 'Reorder')))
        return;
      setPending(id);
      try {
        const answer = await repeatQuote(quoteId);
        notifySuccess(answer.message);
        navigate(editPathFor(answer.id, admin));
      } catch (error) {
        notifyError(errorMessage(error));
      } finally {
        setPending(null);
      }
    },
    [quoteId, admin, navigate],
  );

  const pdf = useCallback(async () => {
    if (quoteId === null) return;
    setPending('pdf');
    try {
      await downloadQuotePdf(quoteId, state.current.revision);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setPending(null);
    }
  }, [quoteId, state]);

  // The mail sends the quote as stored, marks it Sent and moves it to a new version: the editor
  // reloads it, so the next Save carries that version instead of meeting a 409.
  const email = useCallback(() => {
    if (quoteId === null) return;
    const s = state.current;
    openEmailQuote({
      quoteId,
      version: s.version,
      unsaved: s.dirty,
      onSent: (answer) => {
        notifySuccess(answer.message);
        reload().catch((error: unknown) => notifyError(errorMessage(error)));
      },
    });
  }, [quoteId, state, reload]);

  // Renew and Re-price write the stored quote, so unsaved changes are saved first; the editor
  // then reloads the server's dates and figures.
  const renewal = useCallback(
    async (kind: 'renew' | 'reprice') => {
      if (quoteId === null) return;
      const s = state.current;
      if (s.dirty) return notifyError(RENEWAL_MESSAGES.saveFirst);
      setPending(kind);
      try {
        if (kind === 'renew') notifySuccess((await renewQuote(quoteId, s.version)).message);
        else openRepriced(await repriceQuote(quoteId, s.version));
        await reload();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) onConflict(error.message);
        else notifyError(errorMessage(error));
      } finally {
        setPending(null);
      }
    },
    [quoteId, state, reload, onConflict],
  );

  const onPress = useCallback(
    (button: EditorButton, choice?: string) => {
      if (button.kind === 'submit') void submit(button.id, button.action);
      else if (button.kind === 'delete') void remove();
      else if (button.kind === 'repeat') void repeat(button.id);
      // REPEAT ORDER: a new request from this order's garments, as REPEAT QUOTE (accounts 2.9).
      else if (button.kind === 'new-from' && quoteId !== null)
        navigate(`/requests/add?method=repeat&id=${quoteId}`);
      else if (button.kind === 'catalogue') openCatalogue();
      else if (button.kind === 'brand' && choice) addBrand(choice);
      else if (button.kind === 'pdf') void pdf();
      else if (button.kind === 'email') email();
      else if (button.kind === 'sms' && quoteId !== null) openSendSms({ quoteId, onSent: notifySuccess });
      else if (button.kind === 'jobs') openJobs();
      else if (button.kind === 'changes' && quoteId !== null)
        openRequestChanges({ quoteId, onSent: notifySuccess });
      else if (button.kind === 'pricing' && quoteId !== null)
        openRequestPricing({ quoteId, onSent: notifySuccess });
      else if (button.kind === 'renew' || button.kind === 'reprice') void renewal(button.kind);
    },
    [submit, remove, repeat, pdf, email, quoteId, openJobs, openCatalogue, addBrand, navigate, renewal],
  );

  return { onPress, create, pending };
}
