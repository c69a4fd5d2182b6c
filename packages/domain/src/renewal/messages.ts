/** The words of Renew and Re-price (ours: the spec names neither, decisions/141). */
export const RENEWAL_MESSAGES = {
  renewed: (validTo: string) => `The quote has been renewed: it is now valid to ${validTo}.`,
  repriced: (moved: number) =>
    moved === 0
      ? 'The quote has been priced again: no price moved.'
      : `The quote has been priced again: ${moved === 1 ? '1 price' : `${moved} prices`} moved.`,
  saveFirst: 'Save your changes first: Renew and Re-price work on the quote as it was last saved.',
  notAQuote: 'Only a quote can be renewed or priced again; an order keeps the prices it was accepted at.',
  missingSku: (name: string) =>
    `${name} is no longer in its catalogue, so it keeps the price it had. Replace the line if it should change.`,
} as const;

/** Why a price moved, in staff's words. */
export const MOVE_REASONS = {
  supplier_price: 'supplier price',
  price_table: 'price table',
  quantity_break: 'quantity break',
} as const;
export type MoveReason = keyof typeof MOVE_REASONS;
