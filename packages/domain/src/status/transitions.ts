import type { OrderStage, QuoteStage } from './states.ts';

export type Actor = 'admin' | 'customer' | 'link';

export const STATUS_ACTIONS = [
  'save_draft',
  'submit_new',
  'save',
  'save_order',
  'request_quote',
  'complete_quote',
  'accept_quote',
  'decline_quote',
  'revise',
  'request_order',
  'submit_order',
  'accept_order',
  'finalise_order',
  'confirm_edit',
  'accept_by_link',
  'reject_by_link',
  'duplicate',
  'reorder',
  'delete',
] as const;
export type StatusAction = (typeof STATUS_ACTIONS)[number];

/** How the action reads in a refusal: "You cannot {label} ...". */
export const ACTION_LABELS: Record<StatusAction, string> = {
  save_draft: 'save a draft',
  submit_new: 'submit a new quote request',
  save: 'save this quote',
  save_order: 'save this order',
  request_quote: 'submit this quote',
  complete_quote: 'complete this quote',
  accept_quote: 'accept this quote',
  decline_quote: 'decline this quote',
  revise: 'revise this quote',
  request_order: 'request this order',
  submit_order: 'submit this order',
  accept_order: 'accept this order',
  finalise_order: 'finalise this order',
  confirm_edit: 'change this quote',
  accept_by_link: 'accept this quote',
  reject_by_link: 'reject this quote',
  duplicate: 'duplicate this quote',
  reorder: 'reorder this order',
  delete: 'delete this quote',
};

const ANY: QuoteStage[] = ['draft', 'requested', 'pending', 'completed', 'declined'];
/** Stages in which a customer may change a quote without the confirm-edit step. */
const CUSTOMER_EDITABLE: QuoteStage[] = ['draft', 'requested', 'pending', 'declined'];
/** A quote the customer has sent to staff: revising it is a new revision of the request. */
const CUSTOMER_SUBMITTED: QuoteStage[] = ['requested', 'pending', 'declined'];
const ALL_ORDERS: OrderStage[] = ['none', 'requested', 'completed'];
/**
 * Stages from which staff may make an order. A Declined Quote is not one: the customer said no
 * to those figures, so staff complete it again (a new revision the customer can accept) first.
 */
const ORDERABLE: QuoteStage[] = ['draft', 'requested', 'pending', 'completed'];

export type Transition = {
  action: StatusAction;
  actor: Actor;
  from: { quote: readonly QuoteStage[]; order: readonly OrderStage[] };
  /** What changes; a missing key keeps its value. */
  to: { quote?: Exclude<QuoteStage, 'new'>; order?: OrderStage };
  /** keep; increment: a new revision for the customer; start: a new quote at revision 1. */
  revision: 'keep' | 'increment' | 'start';
  /** Saving or submitting needs a contact user (accounts spec 5). */
  needsContact?: boolean;
  /** The action makes a new quote (duplicate, reorder, the new-quote page). */
  creates?: boolean;
  /**
   * The move is the approval that sends the invoice (decisions/098, 100): an order of figures
   * staff set, accepted or placed, or an order staff finalise. A customer's own order placed
   * from a draft is not one until staff finalise it.
   */
  approves?: boolean;
  /**
   * The move accepts or finalises an order, so the order must charge something: at least one
   * priced line (an invoice with no lines is refused by the invoicing system).
   */
  needsPricedLine?: boolean;
  /** Why, in the spec's words where it has them. */
  source: string;
};

/** Every move into an order (requested or completed) needs a priced line; nothing else does. */
const t = (row: Transition): Transition =>
  row.to.order === 'requested' || row.to.order === 'completed' ? { ...row, needsPricedLine: true } : row;

/**
 * The status machine of both specs as one table: state, action, actor, guard, next state.
 * Anything not in this table is refused (docs/decisions/023-status-machine.md).
 */
export const TRANSITIONS: readonly Transition[] = [
  ...(['admin', 'customer'] as const).flatMap((actor) => [
    t({
      action: 'save_draft',
      actor,
      from: { quote: ['new'], order: ['none'] },
      to: { quote: 'draft', order: 'none' },
      revision: 'start',
      needsContact: true,
      creates: true,
      source: 'accounts 4.1 SAVE DRAFT: no status',
    }),
    t({
      action: 'submit_new',
      actor,
      from: { quote: ['new'], order: ['none'] },
      to: { quote: 'requested', order: 'none' },
      revision: 'start',
      needsContact: true,
      creates: true,
      source: 'accounts 4.1 SUBMIT: status Requested',
    }),
  ]),
  t({
    action: 'save',
    actor: 'admin',
    from: { quote: ANY, order: ALL_ORDERS },
    to: {},
    revision: 'keep',
    needsContact: true,
    source: 'save: no status change; admins may edit a completed quote',
  }),
  t({
    action: 'save',
    actor: 'customer',
    from: { quote: CUSTOMER_EDITABLE, order: ['none'] },
    to: {},
    revision: 'keep',
    needsContact: true,
    source: 'save: no status change; a completed quote needs confirm-edit',
  }),
  t({
    action: 'save_order',
    actor: 'admin',
    from: { quote: ANY, order: ALL_ORDERS },
    to: {},
    revision: 'keep',
    needsContact: true,
    source: 'save_order: no status change',
  }),
  t({
    action: 'save_order',
    actor: 'customer',
    from: { quote: CUSTOMER_EDITABLE, order: ['none'] },
    to: {},
    revision: 'keep',
    needsContact: true,
    source: 'save_order: no status change; requested orders open read-only for customers',
  }),
  t({
    action: 'request_quote',
    actor: 'customer',
    from: { quote: CUSTOMER_EDITABLE, order: ['none'] },
    to: { quote: 'pending' },
    revision: 'keep',
    needsContact: true,
    source: 'request_quote sets Pending Quote',
  }),
  t({
    action: 'revise',
    actor: 'customer',
    from: { quote: CUSTOMER_SUBMITTED, order: ['none'] },
    to: {},
    revision: 'increment',
    needsContact: true,
    source: 'revise: no status change, a new revision of a request sent to staff (a draft has none)',
  }),
  t({
    action: 'complete_quote',
    actor: 'admin',
    from: { quote: ['draft', 'requested', 'pending'], order: ['none'] },
    to: { quote: 'completed' },
    revision: 'keep',
    needsContact: true,
    source: 'complete_quote sets Completed Quote',
  }),
  t({
    action: 'complete_quote',
    actor: 'admin',
    from: { quote: ['completed', 'declined'], order: ['none'] },
    to: { quote: 'completed' },
    revision: 'increment',
    needsContact: true,
    source: 'completing again issues a new revision, so old links die',
  }),
  t({
    action: 'accept_quote',
    actor: 'admin',
    from: { quote: ['completed'], order: ['none'] },
    to: { order: 'requested' },
    revision: 'keep',
    approves: true,
    source: 'accept_quote on behalf of the customer: the order is requested',
  }),
  t({
    action: 'decline_quote',
    actor: 'customer',
    from: { quote: ['completed'], order: ['none'] },
    to: { quote: 'declined' },
    revision: 'keep',
    source: 'Decline on a Completed Quote: Declined Quote',
  }),
  t({
    action: 'request_order',
    actor: 'customer',
    from: { quote: ['completed'], order: ['none'] },
    to: { order: 'requested' },
    revision: 'keep',
    needsContact: true,
    approves: true,
    source: 'Accept on a Completed Quote: request_order, Requested Order',
  }),
  t({
    action: 'submit_order',
    actor: 'customer',
    from: { quote: ['completed'], order: ['none'] },
    to: { order: 'requested' },
    revision: 'keep',
    needsContact: true,
    approves: true,
    source: 'SUBMIT ORDER on a completed quote: Requested Order',
  }),
  t({
    action: 'submit_order',
    actor: 'customer',
    from: { quote: ['draft'], order: ['none'] },
    to: { order: 'requested' },
    revision: 'keep',
    needsContact: true,
    source:
      'SUBMIT ORDER on the customer order page (the draft a reorder opens): Requested Order; staff finalise it',
  }),
  t({
    action: 'request_order',
    actor: 'admin',
    from: { quote: ORDERABLE, order: ['none'] },
    to: { order: 'requested' },
    revision: 'keep',
    needsContact: true,
    approves: true,
    source: 'admin Submit Order: Requested Order',
  }),
  t({
    action: 'accept_order',
    actor: 'admin',
    from: { quote: ORDERABLE, order: ['requested'] },
    to: { order: 'completed' },
    revision: 'keep',
    approves: true,
    source: 'accept_order sets Completed Order',
  }),
  t({
    action: 'finalise_order',
    actor: 'admin',
    from: { quote: ORDERABLE, order: ['none', 'requested'] },
    to: { order: 'completed' },
    revision: 'keep',
    approves: true,
    source: 'Finalise ORDER / Complete Order: Completed Order',
  }),
  t({
    action: 'confirm_edit',
    actor: 'customer',
    from: { quote: ['completed'], order: ['none'] },
    to: { quote: 'pending' },
    revision: 'increment',
    source: 'a confirmed change goes back to Pending Quote as a new request',
  }),
  t({
    action: 'accept_by_link',
    actor: 'link',
    from: { quote: ['completed'], order: ['none'] },
    to: { order: 'requested' },
    revision: 'keep',
    approves: true,
    source: 'Accept by link: the order is submitted',
  }),
  t({
    action: 'reject_by_link',
    actor: 'link',
    from: { quote: ['completed'], order: ['none'] },
    to: { quote: 'declined' },
    revision: 'keep',
    source: 'Reject by link: quote rejected',
  }),
  t({
    action: 'duplicate',
    actor: 'admin',
    from: { quote: ANY, order: ALL_ORDERS },
    to: { quote: 'draft', order: 'none' },
    revision: 'start',
    creates: true,
    source: 'Duplicate creates a new quote',
  }),
  ...(['admin', 'customer'] as const).map((actor) =>
    t({
      action: 'reorder',
      actor,
      from: { quote: ANY, order: ['requested', 'completed'] },
      to: { quote: 'draft', order: 'none' },
      revision: 'start',
      creates: true,
      source: 'Reorder copies an order into a new one',
    }),
  ),
  t({
    action: 'delete',
    actor: 'admin',
    from: { quote: ANY, order: ALL_ORDERS },
    to: {},
    revision: 'keep',
    source: 'admin Delete',
  }),
  t({
    action: 'delete',
    actor: 'customer',
    from: { quote: ANY, order: ['none'] },
    to: {},
    revision: 'keep',
    source: 'customer Delete; orders are kept',
  }),
];
