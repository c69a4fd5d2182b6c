/**
 * Why a customer declines a quote: one reason from this list, kept with the decline so reports
 * can count declines by reason. `other` needs the customer's own words.
 */
export const DECLINE_REASONS = [
  'price',
  'lead_time',
  'garment_or_colour',
  'decoration_or_artwork',
  'another_supplier',
  'project_cancelled',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** How each reason reads on the pages, in the history and in staff mail. */
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  price: 'Price',
  lead_time: 'Lead time',
  garment_or_colour: 'Garment or colour',
  decoration_or_artwork: 'Decoration or artwork',
  another_supplier: 'Found another supplier',
  project_cancelled: 'Project cancelled',
  other: 'Other',
};

/** The longest "other" reason and the longest note. */
export const MAX_DECLINE_OTHER = 500;
export const MAX_DECLINE_NOTE = 5000;

export const DECLINE_MESSAGES = {
  reasonRequired: 'Please choose why you are declining the quote.',
  otherRequired: 'Please tell us the other reason.',
  otherTooLong: 'Please keep the other reason under 500 characters.',
  noteTooLong: 'Please keep the note under 5000 characters.',
} as const;

/** A decline as it is stored: the reason, the words of an "other" reason, and the optional note. */
export type Decline = { reason: DeclineReason; other: string; note: string };

/** What a form sends: loose text, judged by `declineOf` so the refusal is in the customer's words. */
export type DeclineInput = {
  reason?: string | undefined;
  other?: string | undefined;
  note?: string | undefined;
};

const isReason = (value: string): value is DeclineReason =>
  (DECLINE_REASONS as readonly string[]).includes(value);

/**
 * The decline a form describes, or why it cannot be taken: a reason from the list is required,
 * and "other" needs its words. Words given with another reason are not kept (the choice says it).
 */
export function declineOf(
  input: DeclineInput,
): { ok: true; decline: Decline } | { ok: false; message: string } {
  const reason = (input.reason ?? '').trim();
  if (!isReason(reason)) return { ok: false, message: DECLINE_MESSAGES.reasonRequired };
  const other = reason === 'other' ? (input.other ?? '').trim() : '';
  if (reason === 'other' && other === '') return { ok: false, message: DECLINE_MESSAGES.otherRequired };
  if (other.length > MAX_DECLINE_OTHER) return { ok: false, message: DECLINE_MESSAGES.otherTooLong };
  const note = (input.note ?? '').trim();
  if (note.length > MAX_DECLINE_NOTE) return { ok: false, message: DECLINE_MESSAGES.noteTooLong };
  return { ok: true, decline: { reason, other, note } };
}

/** The reason in words: its label, or "Other: …" with the customer's words. */
export const declineReasonText = ({ reason, other }: Pick<Decline, 'reason' | 'other'>): string =>
  reason === 'other' ? `${DECLINE_REASON_LABELS.other}: ${other}` : DECLINE_REASON_LABELS[reason];

/** How a decline reads in the quote's history: "reason: Price; note: …". */
export const declineDetailOf = (decline: Decline): string =>
  `reason: ${declineReasonText(decline)}${decline.note ? `; note: ${decline.note}` : ''}`;

/** The lines a decline adds to staff's mail. */
export const declineMailLines = (decline: Decline): string[] => [
  `Reason: ${declineReasonText(decline)}`,
  ...(decline.note ? [`Note: ${decline.note}`] : []),
];
