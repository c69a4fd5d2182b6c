import type { QuoteContent } from '@portal/domain/quote';
import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { deleteQuote } from '../api/deleteQuote.ts';
import type { EditorState } from '../state/editor-state.ts';

/** Router state NEW QUOTE REQUEST leaves on the editor it opens: the draft was made for this visit. */
export type FreshDraftState = { freshDraft: true };

const isFreshDraft = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<FreshDraftState>).freshDraft === true;

const hasNoRows = (content: QuoteContent): boolean =>
  content.categories.every((category) => category.items.length === 0);

/**
 * NEW QUOTE REQUEST stores an empty draft so its editor opens on an id (accounts spec 2.6). When
 * staff leave that editor without giving the draft a label, a line or a status, and nobody saved
 * it since, the draft is deleted on the way out, so no 'Untitled' quote is left in the client's
 * list. The delete carries the version the editor opened, so a draft someone else saved stays.
 * Only leaving within the app counts: a reload must find its quote (decisions/115).
 */
export function useDropUntouchedDraft(quoteId: number | null, state: RefObject<EditorState>): void {
  const location = useLocation();
  const fresh = quoteId !== null && isFreshDraft(location.state);
  const openedAt = useRef(state.current.version);
  const path = location.pathname;
  useEffect(() => {
    if (!fresh || quoteId === null) return;
    return () => {
      // Still on this quote's page: a re-render, not a departure.
      if (window.location.pathname === path) return;
      const s = state.current;
      const untouched =
        !s.dirty &&
        s.version === openedAt.current &&
        !s.status &&
        !s.order_status &&
        !s.header.label.trim() &&
        hasNoRows(s.content);
      if (untouched) deleteQuote(quoteId, s.version).catch(() => undefined);
    };
  }, [fresh, quoteId, path, state]);
}
