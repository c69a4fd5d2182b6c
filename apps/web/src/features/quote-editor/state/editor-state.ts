import { DEFAULT_DECORATION_TYPE } from '@portal/domain/catalogue';
import { approvedTotalCents, centsToDecimal } from '@portal/domain/money';
import type { QuoteContent, QuoteRecord } from '@portal/domain/quote';

/**
 * The order header's fields as the editor holds them (accounts spec 7, POST /quotes/edit).
 * Kept apart from the document so a keystroke in the table leaves this object, and every
 * component that reads it, untouched.
 */
export type HeaderFields = {
  label: string;
  client_label: string;
  wfm_order_no: string;
  valid_to: string;
  contact_user: string;
  contact_address: string;
  contact_info: string;
  custom_address: string;
  delivery_required: boolean;
  pickup_instore: boolean;
  collection_id: string;
  approved_price: number;
  discount: number;
  default_brand: string;
  /** The quote's logo: a reference to the client's uploaded file (POST /assets/add), or ''. */
  logo: string;
};

export type EditorState = {
  header: HeaderFields;
  content: QuoteContent;
  /** The version the editor opened; a save carries it, a stale one is refused with 409. */
  version: number | undefined;
  status: string;
  order_status: string;
  revision: number;
  /** The document changed since it was loaded: totals come from the browser's engine. */
  contentChanged: boolean;
  /** Anything changed since it was loaded or saved. */
  dirty: boolean;
  /** A customer confirmed changing a Completed Quote (the confirm-edit modal). */
  editConfirmed: boolean;
  /** The hash of the revision the customer is shown (GET /quotes/edit); accepting sends it back. */
  hash?: string | undefined;
};

export type EditorEvent =
  | { type: 'loaded'; state: EditorState }
  | { type: 'content'; update: (content: QuoteContent) => QuoteContent }
  | { type: 'header'; patch: Partial<HeaderFields> }
  | { type: 'editConfirmed' };

const text = (v: unknown): string => (v === null || v === undefined ? '' : String(v));
const number = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

/** The header of a quote record as the server answered it. */
export function headerOf(quote: Partial<QuoteRecord>): HeaderFields {
  return {
    label: text(quote.label),
    client_label: text(quote.client_label),
    wfm_order_no: text(quote.wfm_order_no),
    valid_to: text(quote.valid_to).slice(0, 10),
    contact_user: text(quote.contact_user),
    contact_address: text(quote.contact_address),
    contact_info: text(quote.contact_info),
    custom_address: text(quote.custom_address),
    delivery_required: Boolean(quote.delivery_required),
    pickup_instore: Boolean(quote.pickup_instore),
    collection_id: text(quote.collection_id),
    approved_price: number(quote.approved_price),
    discount: number(quote.discount),
    default_brand: text(quote.default_brand) || DEFAULT_DECORATION_TYPE,
    logo: text(quote.logo),
  };
}

export function stateOf(quote: Partial<QuoteRecord> & { content: QuoteContent }, hash?: string): EditorState {
  return {
    hash,
    header: headerOf(quote),
    content: quote.content,
    version: quote.version,
    status: text(quote.status),
    order_status: text(quote.order_status),
    revision: number(quote.revision) || 1,
    contentChanged: false,
    dirty: false,
    editConfirmed: false,
  };
}

/** One change at a time; each event replaces only the part it changes. */
export function editorReducer(state: EditorState, event: EditorEvent): EditorState {
  switch (event.type) {
    case 'loaded':
      return event.state;
    case 'content': {
      const content = event.update(state.content);
      if (content === state.content) return state;
      return { ...state, content, contentChanged: true, dirty: true };
    }
    case 'header':
      return { ...state, header: { ...state.header, ...event.patch }, dirty: true };
    case 'editConfirmed':
      return { ...state, editConfirmed: true };
  }
}

/** Total: approve price minus discount, two decimals (accounts spec 2.10), as the view page shows it. */
export const approvedTotal = (header: Pick<HeaderFields, 'approved_price' | 'discount'>): string =>
  centsToDecimal(approvedTotalCents(header.approved_price, header.discount));
