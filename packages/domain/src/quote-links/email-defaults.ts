/**
 * What Email Quote fills in (accounts spec 4.4; issue 12 item 3): the subject Q{id} {label} -
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

/**
 * The default message, with the portal link. A quote that awaits the customer's answer was
 * reviewed and returned for approval, and its mail carries the accept and reject links; any other
 * (a request still with staff, an order) is sent as it stands, and the text promises no approval
 * step the mail does not offer.
 */
export const quoteEmailText = (
  quote: QuoteHead,
  firstname: string,
  link: string,
  from: string,
  awaitsAnswer = true,
): string =>
  [
    firstname.trim() ? `Hi ${firstname.trim()},` : 'Hi,',
    '',
    awaitsAnswer
      ? `We have reviewed your quote Q${quote.id}${quote.label ? ` (${quote.label})` : ''} and returned it to you for approval.`
      : `Here is your ${quote.order_status.trim() ? 'order' : 'quote'} Q${quote.id}${quote.label ? ` (${quote.label})` : ''} as it stands.`,
    'The quote is attached as a PDF, and you can see it in the portal here:',
    link,
    '',
    'If anything needs changing, reply to this email or change the quote in the portal.',
    '',
    'Kind regards,',
    from,
  ].join('\n');
