import { isAdmin } from '../access/roles.ts';
import { orderStage, quoteStage } from './states.ts';

/**
 * The confirm-edit rule (quote spec 4): "A completed quote cannot be edited by non-admins; any
 * edit attempt (adding products, logo upload, other position) opens the confirm-edit modal and
 * is blocked". The customer who confirms changes the quote, which goes back to Pending Quote as
 * a new request (confirm_edit). Whether a change must be confirmed first, for every entry point
 * alike (Add Product, the logo, the Other position, quantities, decorations, header fields):
 * the editor asks before it starts one, the server refuses one saved without confirm_edit.
 */
export const mustConfirmEdit = (
  quote: { status?: string | null; order_status?: string | null },
  viewer: { role: string },
  confirmed: boolean,
): boolean =>
  !confirmed &&
  !isAdmin(viewer) &&
  quoteStage(quote.status) === 'completed' &&
  orderStage(quote.order_status) === 'none';
