/**
 * The texts of the mail and SMS the portal sends, which staff word at /admin/setting.
 * Each text names the facts it needs as placeholders in braces, '{first_name}'; each message
 * knows its own set, and a text using any other is refused in words before it is saved, so a
 * customer never receives a stray '{frist_name}'.
 */
export const MESSAGE_TEXT_KEYS = [
  'quote_email',
  'quote_email_as_it_stands',
  'quote_sms',
  'memo_notification',
  'password_reset',
  'proof_email',
  'reminder_email',
  'reminder_sms',
  'reminder_expired_email',
  'reminder_expired_sms',
  'proof_reminder_email',
  'proof_reminder_sms',
  'order_accepted',
  'order_proofs_approved',
  'order_in_production',
  'order_dispatched',
  'order_completed',
  'order_invoice_paid',
] as const;
export type MessageTextKey = (typeof MESSAGE_TEXT_KEYS)[number];

type Placeholder = { name: string; meaning: string; sample: string };

const firstName: Placeholder = { name: 'first_name', meaning: "the contact's first name", sample: 'Ana' };
const quoteNumber: Placeholder = { name: 'quote_number', meaning: "the quote's number", sample: 'Q1042' };
const quoteLabel: Placeholder = { name: 'quote_label', meaning: "the quote's label", sample: 'Crew polos' };
const link: Placeholder = {
  name: 'link',
  meaning: 'the link into the portal',
  sample: 'https://portal.example.com/requests/edit/1042',
};
const tradingName: Placeholder = {
  name: 'trading_name',
  meaning: 'our trading name',
  sample: 'Your Business',
};

const validTo: Placeholder = { name: 'valid_to', meaning: "the quote's valid-to date", sample: '14/12/2026' };
const reminderPlaceholders = [firstName, quoteNumber, quoteLabel, link, validTo, tradingName];
const proofReminderPlaceholders = [
  firstName,
  quoteNumber,
  quoteLabel,
  {
    name: 'link',
    meaning: "the link to the quote's proofs in the portal",
    sample: 'https://portal.example.com/requests/proofs/1042',
  },
  {
    name: 'proofs',
    meaning: 'the decorations whose proofs wait for an answer, one a line',
    sample: '- Front · EMB v1',
  },
  tradingName,
];
const orderStepPlaceholders = [
  firstName,
  quoteNumber,
  quoteLabel,
  {
    name: 'link',
    meaning: "the link to the order's page",
    sample: 'https://portal.example.com/requests/edit/1042',
  },
  { name: 'date', meaning: 'the day the step was reached', sample: '14/12/2026' },
  tradingName,
];

/** What each message is called on the settings page, and the placeholders it can fill. */
export const MESSAGE_TEXTS: Record<MessageTextKey, { label: string; placeholders: readonly Placeholder[] }> =
  {
    quote_email: {
      label: 'Email Quote (default text)',
      placeholders: [
        firstName,
        quoteNumber,
        quoteLabel,
        link,
        { name: 'sender_name', meaning: 'the name of the staff member sending it', sample: 'Sam Staff' },
        tradingName,
      ],
    },
    // A quote not awaiting the customer's answer (a request still with staff, an order) goes with
    // no accept or reject links, so its text must not promise an approval step.
    quote_email_as_it_stands: {
      label: 'Email Quote (default text when no answer is asked)',
      placeholders: [
        firstName,
        quoteNumber,
        quoteLabel,
        link,
        { name: 'sender_name', meaning: 'the name of the staff member sending it', sample: 'Sam Staff' },
        tradingName,
      ],
    },
    quote_sms: {
      label: 'Send Quote SMS (default text)',
      placeholders: [firstName, quoteNumber, quoteLabel, link, tradingName],
    },
    memo_notification: {
      label: 'Conversation log notification',
      placeholders: [
        {
          name: 'thread_title',
          meaning: 'the quote the note is on, or our trading name for a client log',
          sample: 'Q1042 Crew polos',
        },
        link,
        tradingName,
      ],
    },
    password_reset: {
      label: 'Password reset',
      placeholders: [
        firstName,
        link,
        { name: 'minutes', meaning: 'how many minutes the link works', sample: '30' },
        tradingName,
      ],
    },
    proof_email: {
      label: 'Artwork proofs',
      placeholders: [
        firstName,
        quoteNumber,
        quoteLabel,
        {
          name: 'link',
          meaning: "the link to the quote's proof page",
          sample: 'https://portal.example.com/proofs?token=…',
        },
        {
          name: 'proofs',
          meaning: 'the decorations whose proofs are sent, one a line',
          sample: '- Front · EMB v1',
        },
        tradingName,
      ],
    },
    reminder_email: { label: 'Quote reminder e-mail', placeholders: reminderPlaceholders },
    reminder_sms: { label: 'Quote reminder SMS', placeholders: reminderPlaceholders },
    reminder_expired_email: { label: 'Quote expired e-mail', placeholders: reminderPlaceholders },
    reminder_expired_sms: { label: 'Quote expired SMS', placeholders: reminderPlaceholders },
    proof_reminder_email: { label: 'Proof reminder e-mail', placeholders: proofReminderPlaceholders },
    proof_reminder_sms: { label: 'Proof reminder SMS', placeholders: proofReminderPlaceholders },
    order_accepted: { label: 'Order progress: order accepted', placeholders: orderStepPlaceholders },
    order_proofs_approved: { label: 'Order progress: artwork approved', placeholders: orderStepPlaceholders },
    order_in_production: { label: 'Order progress: in production', placeholders: orderStepPlaceholders },
    order_dispatched: { label: 'Order progress: dispatched', placeholders: orderStepPlaceholders },
    order_completed: { label: 'Order progress: completed', placeholders: orderStepPlaceholders },
    order_invoice_paid: { label: 'Order progress: invoice paid', placeholders: orderStepPlaceholders },
  };

/**
 * A notice to the customer as the business's texts write one: the greeting, what happened, where
 * to see it (the link on its own line) and the business's sign-off.
 */
const customerNotice = (happened: string, whereToSee: string) =>
  ['Hi {first_name},', '', happened, whereToSee, '{link}', '', 'Kind regards,', '{trading_name}'].join('\n');

/** A step of an order, told to its customer with the way to follow the rest. */
const orderNotice = (happened: string) =>
  customerNotice(happened, 'You can follow your order in the portal here:');

/** The texts a new business starts with (the demo seed keeps them). */
export const DEFAULT_MESSAGE_TEXTS: Record<MessageTextKey, string> = {
  quote_email: [
    'Hi {first_name},',
    '',
    'We have reviewed your quote {quote_number} {quote_label} and returned it to you for approval.',
    'The quote is attached as a PDF, and you can see it in the portal here:',
    '{link}',
    '',
    'If anything needs changing, reply to this email or change the quote in the portal.',
    '',
    'Kind regards,',
    '{sender_name}',
    '{trading_name}',
  ].join('\n'),
  quote_email_as_it_stands: [
    'Hi {first_name},',
    '',
    'Here is your quote {quote_number} {quote_label} as it stands.',
    'The quote is attached as a PDF, and you can see it in the portal here:',
    '{link}',
    '',
    'If anything needs changing, reply to this email or change the quote in the portal.',
    '',
    'Kind regards,',
    '{sender_name}',
    '{trading_name}',
  ].join('\n'),
  quote_sms: 'Hi {first_name}, your quote {quote_number} {quote_label} from {trading_name} is ready: {link}',
  memo_notification:
    'There is a new message in the conversation log of {thread_title}.\nOpen it in the portal: {link}',
  password_reset: [
    'Hi {first_name},',
    '',
    'Someone asked to reset the password of your {trading_name} portal account.',
    'Open this link within {minutes} minutes to choose a new password:',
    '{link}',
    '',
    'If it was not you, ignore this e-mail: your password stays as it is.',
  ].join('\n'),
  proof_email: [
    'Hi {first_name},',
    '',
    'The artwork proofs of your quote {quote_number} {quote_label} are ready for you to check:',
    '{proofs}',
    '',
    'Please check the spelling, colours, size and position, then approve each proof or tell us what to change:',
    '{link}',
    '',
    'Nothing goes to production until you approve it.',
    '',
    'Kind regards,',
    '{trading_name}',
  ].join('\n'),
  reminder_email: customerNotice(
    'A reminder about your quote {quote_number} {quote_label}, valid to {valid_to}.',
    'You can see it, accept it or ask us about it in the portal here:',
  ),
  reminder_sms:
    'Hi {first_name}, a reminder about your quote {quote_number} {quote_label} from {trading_name}, valid to {valid_to}: {link}',
  reminder_expired_email: customerNotice(
    'Your quote {quote_number} {quote_label} expired on {valid_to}.',
    'If you would still like to go ahead, ask us for updated pricing in the portal here:',
  ),
  reminder_expired_sms:
    'Hi {first_name}, your quote {quote_number} {quote_label} from {trading_name} expired on {valid_to}. Ask us for updated pricing: {link}',
  proof_reminder_email: customerNotice(
    [
      'A reminder: the artwork proofs of your quote {quote_number} {quote_label} are waiting for your answer:',
      '{proofs}',
      '',
      'Nothing goes to production until you approve them.',
    ].join('\n'),
    'You can check them, approve them or tell us what to change in the portal here:',
  ),
  proof_reminder_sms:
    'Hi {first_name}, the artwork proofs of {quote_number} {quote_label} from {trading_name} are waiting for your approval: {link}',
  order_accepted: orderNotice(
    'Thank you: we have your order {quote_number} {quote_label}, accepted on {date}.',
  ),
  order_proofs_approved: orderNotice(
    'The artwork of your order {quote_number} {quote_label} was approved on {date}, so it can go to production.',
  ),
  order_in_production: orderNotice('Your order {quote_number} {quote_label} went into production on {date}.'),
  order_dispatched: orderNotice('Your order {quote_number} {quote_label} was dispatched on {date}.'),
  order_completed: orderNotice('Your order {quote_number} {quote_label} was completed on {date}.'),
  order_invoice_paid: orderNotice(
    'Thank you: we received payment of the invoice for your order {quote_number} {quote_label} on {date}.',
  ),
};

const PLACEHOLDER = /\{([^{}\n]*)\}/g;

/** The placeholders a text uses that its message cannot fill, in order of first use. */
export function unknownPlaceholdersOf(key: MessageTextKey, text: string): string[] {
  const known = new Set(MESSAGE_TEXTS[key].placeholders.map((p) => p.name));
  const unknown = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '').filter((name) => !known.has(name));
  return [...new Set(unknown)];
}

/** The refusal of a text with placeholders its message cannot fill, naming those it can. */
export function unknownPlaceholderMessage(key: MessageTextKey, unknown: readonly string[]): string {
  const { label, placeholders } = MESSAGE_TEXTS[key];
  const them = unknown.map((name) => `{${name}}`).join(', ');
  const can = placeholders.map((p) => `{${p.name}}`).join(', ');
  return `${label}: ${them} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} this message can fill. It can use ${can}.`;
}

export type MessageValues = Partial<Record<string, string>>;

/**
 * A text with its placeholders filled. A value the message does not have (a contact without a
 * first name) is left empty, and the space it leaves before punctuation goes too: 'Hi ,' → 'Hi,'.
 */
export function fillMessageText(text: string, values: MessageValues): string {
  return text
    .replace(PLACEHOLDER, (_, name: string) => (values[name] ?? '').trim())
    .replace(/[ \t]+([,.;:!?])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '');
}

/** The preview shown before saving: the text filled with each placeholder's sample. */
export function previewMessageText(key: MessageTextKey, text: string, tradingName: string): string {
  const samples: MessageValues = Object.fromEntries(
    MESSAGE_TEXTS[key].placeholders.map((p) => [p.name, p.sample]),
  );
  if (tradingName.trim()) samples.trading_name = tradingName;
  return fillMessageText(text, samples);
}
