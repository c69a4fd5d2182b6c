import type { DesignChoice } from '@portal/domain/files';
import type { PricedQuote } from '@portal/domain/pricing';
import type { QuoteContent } from '@portal/domain/quote';
import type { TaskLists } from './task-lists.ts';
import type { TableArtwork } from './types.ts';

/**
 * What the editor page gives the quote table. The page owns the document, its saving and the
 * status machine; the table owns how rows look and which domain operation each control calls.
 * Every change goes through `onChange` with a pure updater built from @portal/domain/quote ops,
 * so the page can re-price with the domain engine and keep one source of truth.
 */
export type QuoteTableProps = {
  content: QuoteContent;
  onChange: (update: (content: QuoteContent) => QuoteContent) => void;
  /** The domain engine's answer for `content`: row amounts and group totals. */
  priced: PricedQuote;
  isAdmin: boolean;
  /** View mode: every field disabled, no menus. */
  readOnly: boolean;
  /** The quote's default decoration brand (quote spec 4, "default brand"). */
  defaultBrand: string;
  onDefaultBrandChange: (brand: string) => void;
  /** The label of the Other position, from the user setting (GET /setting/getbyuserid → other). */
  otherLabel: string;
  /** Admins may rename the Other column; undefined for customers. */
  onOtherLabelChange?: (label: string) => void;
  /**
   * Runs `edit` at once, or, when the confirm-edit rule (mustConfirmEdit) says a change must be
   * confirmed first, asks with the confirm-edit modal and runs it only when confirmed. The table
   * asks it before opening Add Product's dialog; its changes go through `onChange`, which asks too.
   */
  guardEdit: (edit: () => void) => void;
  /** Highlights a garment position on the side panel's illustration while hovered. */
  onHoverPosition?: (position: string | null) => void;
  /** The client's saved embroidery designs, offered as an embroidery row's Design. */
  designs?: readonly DesignChoice[];
  /** Fills a decoration row from the saved design chosen (the page reads the design's setup). */
  onChooseDesign?: (rowId: string, designId: number) => void;
  /** Staff open the proof upload for a decoration row; undefined: no Proof row (customers, new quotes). */
  onUploadProof?: (rowId: string) => void;
  /** The client's logos and this quote's visuals, offered on each decoration's Artwork row. */
  artwork?: TableArtwork;
  /** Staff's WorkflowMax templates and tasks for the Tasks section; absent: typed, hintless. */
  taskLists?: TaskLists;
};
