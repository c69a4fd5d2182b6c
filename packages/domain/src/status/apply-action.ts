import { isAdmin } from '../access/roles.ts';
import {
  ORDER_STATUS_TEXT,
  type OrderStage,
  orderStage,
  type QuoteStage,
  quoteStage,
  STATUS_TEXT,
} from './states.ts';
import {
  ACTION_LABELS,
  type Actor,
  STATUS_ACTIONS,
  type StatusAction,
  TRANSITIONS,
  type Transition,
} from './transitions.ts';

export type QuoteState = {
  status?: string | null;
  order_status?: string | null;
  revision?: number | null;
  contact_user?: unknown;
};

export type NextState = { status: string; order_status: string; revision: number };

export type ActionResult =
  | { ok: true; next: NextState; transition: Transition }
  | { ok: false; reason: string };

export type ActionContext = {
  /** The contact user the save carries; when given, it must not be empty. */
  contactUser?: unknown;
  /** For link actions: the revision the link was issued for. */
  linkRevision?: number;
  /**
   * Whether the document charges at least one priced line (hasPricedLine in pricing). Moves into
   * an order are refused when it is false; the server always says, the browser may leave it out.
   */
  hasPricedLine?: boolean;
};

export const STATUS_MESSAGES = {
  contactRequired: 'You must select the contact user. Please try again',
  completedNeedsConfirm:
    'This quote has been completed. Confirm the change first: it will need to be resubmitted as a new quote request.',
  alreadyAccepted: 'This quote has already been accepted.',
  orderCompleted: 'This order has already been completed.',
  staleLink: 'This link is for an earlier version of the quote. Please use the latest link we sent you.',
  needsPricedLine: 'An order needs at least one priced line. Add a product with its price first.',
  declinedNeedsQuote:
    'This quote was declined. Submit it as a quote again, so the customer can accept it, before it becomes an order.',
} as const;

const actorOf = (role: { role: string } | Actor): Actor =>
  typeof role === 'string' ? role : isAdmin(role) ? 'admin' : 'customer';

const describe = (quote: QuoteStage, order: OrderStage): string => {
  if (order !== 'none') return `an order with status ${ORDER_STATUS_TEXT[order]}`;
  if (quote === 'new') return 'not saved yet';
  return quote === 'draft' ? 'a draft' : `at status ${STATUS_TEXT[quote]}`;
};

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/** The refusal for an action the actor has, tried from the wrong state: say why, in the user's terms. */
const wrongState = (action: StatusAction, actor: Actor, quote: QuoteStage, order: OrderStage): string => {
  if (
    actor === 'admin' &&
    quote === 'declined' &&
    order === 'none' &&
    ['request_order', 'accept_quote', 'finalise_order'].includes(action)
  )
    return STATUS_MESSAGES.declinedNeedsQuote;
  if (
    actor === 'customer' &&
    quote === 'completed' &&
    order === 'none' &&
    ['save', 'save_order', 'revise', 'request_quote'].includes(action)
  )
    return STATUS_MESSAGES.completedNeedsConfirm;
  if (order === 'completed' && (action === 'finalise_order' || action === 'accept_order'))
    return STATUS_MESSAGES.orderCompleted;
  if (
    order !== 'none' &&
    [
      'request_order',
      'submit_order',
      'accept_quote',
      'accept_by_link',
      'decline_quote',
      'reject_by_link',
      'confirm_edit',
    ].includes(action)
  )
    return STATUS_MESSAGES.alreadyAccepted;
  return `You cannot ${ACTION_LABELS[action]} while it is ${describe(quote, order)}.`;
};

/** The refusal for an actor who has no such action at all. */
const wrongActor = (action: StatusAction, actor: Actor): string => {
  const actors = new Set(TRANSITIONS.filter((t) => t.action === action).map((t) => t.actor));
  if (actors.has('link')) return `Only the link sent with the quote can ${ACTION_LABELS[action]}.`;
  if (actors.has('admin') && !actors.has('customer')) return `Only staff can ${ACTION_LABELS[action]}.`;
  if (actors.has('customer') && !actors.has('admin') && actor === 'admin')
    return `Only the customer can ${ACTION_LABELS[action]}.`;
  return `You cannot ${ACTION_LABELS[action]}.`;
};

/**
 * Applies the status machine: which status, order status and revision a quote moves to when
 * `role` does `action`, or why not. `quote` null means the quote does not exist yet (the new
 * quote page). The server calls this on every save and status call.
 */
export const applyAction = (
  quote: QuoteState | null,
  action: string,
  role: { role: string } | Actor,
  context: ActionContext = {},
): ActionResult => {
  if (!(STATUS_ACTIONS as readonly string[]).includes(action))
    return { ok: false, reason: 'This action is not known.' };
  const act = action as StatusAction;
  const actor = actorOf(role);
  const q = quote === null ? 'new' : quoteStage(quote.status);
  const o = quote === null ? 'none' : orderStage(quote.order_status);
  if (q === null) return { ok: false, reason: `The quote has an unknown status: ${quote?.status}.` };
  if (o === null) return { ok: false, reason: `The order has an unknown status: ${quote?.order_status}.` };

  const mine = TRANSITIONS.filter((t) => t.action === act && t.actor === actor);
  if (mine.length === 0) return { ok: false, reason: wrongActor(act, actor) };
  const row = mine.find((t) => t.from.quote.includes(q) && t.from.order.includes(o));
  if (!row) return { ok: false, reason: wrongState(act, actor, q, o) };

  const contact = context.contactUser !== undefined ? context.contactUser : quote?.contact_user;
  if (row.needsContact && contact !== undefined && blank(contact))
    return { ok: false, reason: STATUS_MESSAGES.contactRequired };
  const revision = Math.max(1, Math.trunc(Number(quote?.revision ?? 1)) || 1);
  if (actor === 'link' && context.linkRevision !== undefined && context.linkRevision !== revision)
    return { ok: false, reason: STATUS_MESSAGES.staleLink };
  if (row.needsPricedLine && context.hasPricedLine === false)
    return { ok: false, reason: STATUS_MESSAGES.needsPricedLine };

  const next: NextState = {
    status: row.to.quote !== undefined ? STATUS_TEXT[row.to.quote] : (quote?.status ?? ''),
    order_status: row.to.order !== undefined ? ORDER_STATUS_TEXT[row.to.order] : (quote?.order_status ?? ''),
    revision: row.revision === 'start' ? 1 : row.revision === 'increment' ? revision + 1 : revision,
  };
  return { ok: true, next, transition: row };
};

/** Whether an action is open to a role in a quote's current state (for showing buttons). */
export const canApply = (quote: QuoteState | null, action: string, role: { role: string } | Actor): boolean =>
  applyAction(quote, action, role).ok;
