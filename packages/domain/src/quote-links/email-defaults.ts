/**
 * What Email Quote fills in (accounts spec 4.4): the subject Q{id} {label} -
 * R{revision}, and a link into the portal whose path depends on the order status.
 */
type QuoteHead = { id: number; label: string; revision: number; order_status: string };

/** Accounts spec 4.4: where the e-mail's portal link leads. */
export const quoteEmailPath = ({ id, order_status }: Pick<QuoteHead, 'id' | 'order_status'>): string => {
  const order = order_status ?? '';
  if (order.includes('Completed') || order.includes('Requested')) return `/myorders/view/${id}`;
  if (order.trim() !== '') return `/myorders/edit/${id}`;
  return `/requests/edit/${id}`;
};

/** Accounts spec 4.4: "Subject is Q{id} then the label then ' - R{revision}'". */
export const quoteEmailSubject = ({ id, label, revision }: QuoteHead): string =>
  `Q${id} ${label}`.trim().concat(` - R${revision}`);
