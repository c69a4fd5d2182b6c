import { z } from 'zod';
import { recordId } from '../api/ids.ts';
import { ORDER_STEPS, type OrderStep } from '../order-progress/steps.ts';
import { MAX_PROOF_CHECKLIST_ITEMS } from '../proofs/checklist.ts';
import { MAX_ROUND_FEE_CENTS, MAX_ROUNDS_INCLUDED } from '../proofs/rounds.ts';
import { reminderRules } from '../reminders/rules.ts';
import { abnDigitsOf, passesAbnCheck } from './abn.ts';
import { bsbDigitsOf, isAccountNumber } from './bsb.ts';
import { contrastWithWhite, isHexColour, MIN_CONTRAST_WITH_WHITE } from './contrast.ts';
import {
  MESSAGE_TEXT_KEYS,
  MESSAGE_TEXTS,
  type MessageTextKey,
  unknownPlaceholderMessage,
  unknownPlaceholdersOf,
} from './message-texts.ts';
import { SETTINGS_MESSAGES as M } from './messages.ts';
import { AUSTRALIAN_STATES, isIanaTimeZone } from './time-zone.ts';

/**
 * The business's own settings (DESIGN "The business's own settings"): who runs the
 * portal, its time zone, brand, quote validity, payment details, terms of trade and the texts of
 * its messages. One schema checks them on every save; '' means "not set yet" for every text.
 */
const text = (what: string, most: number) =>
  z
    .string()
    .trim()
    .max(most, { message: M.tooLong(what, most) });

/** '' or 11 digits passing the ATO check; stored as its 11 digits. */
const abn = z
  .string()
  .max(40)
  .transform((typed, ctx) => {
    const digits = abnDigitsOf(typed);
    if (digits === '') return '';
    if (!/^\d{11}$/.test(digits)) ctx.addIssue({ code: 'custom', message: M.abnLength });
    else if (!passesAbnCheck(digits)) ctx.addIssue({ code: 'custom', message: M.abnCheck });
    return digits;
  });

const bsb = z
  .string()
  .max(20)
  .transform((typed, ctx) => {
    if (typed.trim() === '') return '';
    const digits = bsbDigitsOf(typed);
    if (!digits) ctx.addIssue({ code: 'custom', message: M.bsb });
    return digits ?? '';
  });

const accountNumber = z
  .string()
  .max(20)
  .transform((typed, ctx) => {
    const digits = typed.replace(/[\s-]/g, '');
    if (digits !== '' && !isAccountNumber(digits)) ctx.addIssue({ code: 'custom', message: M.accountNumber });
    return digits;
  });

const webAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(300, { message: M.tooLong('An address', 300) })
    .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), { message });

const brandColour = z
  .string()
  .trim()
  .transform((typed, ctx) => {
    const colour = typed.toLowerCase();
    if (!isHexColour(colour)) ctx.addIssue({ code: 'custom', message: M.colourFormat });
    else {
      const ratio = contrastWithWhite(colour);
      if (ratio < MIN_CONTRAST_WITH_WHITE) ctx.addIssue({ code: 'custom', message: M.colourContrast(ratio) });
    }
    return colour;
  });

const messageText = (key: MessageTextKey) =>
  text(MESSAGE_TEXTS[key].label, 4000).superRefine((value, ctx) => {
    const unknown = unknownPlaceholdersOf(key, value);
    if (unknown.length > 0)
      ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(key, unknown) });
  });

const clockTime = (what: string) =>
  z
    .string()
    .trim()
    .refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), { message: M.clockTime(what) });

/** When reminders may go: from opening to closing on business days ('09:00' to '17:00'). */
export const businessHours = z
  .object({ opens: clockTime('The opening time'), closes: clockTime('The closing time') })
  .refine((hours) => hours.opens < hours.closes, { message: M.hoursOrder, path: ['closes'] });
export type BusinessHours = z.infer<typeof businessHours>;

export const socialLink = z.object({
  name: text('A social link name', 40).min(1, { message: M.socialName }),
  url: webAddress(M.socialUrl).refine((url) => url !== '', { message: M.socialUrl }),
});
export type SocialLink = z.infer<typeof socialLink>;

/** The longest terms of trade, as the editor's HTML before sanitising. */
export const MAX_TERMS_HTML = 200_000;

export const businessSettings = z.object({
  trading_name: text('The trading name', 120),
  legal_name: text('The legal name', 160),
  abn,
  /** The postal address, one line per line printed. */
  address: text('The address', 400),
  phone: text('The phone number', 40),
  email: text('The e-mail address', 254).refine((v) => v === '' || z.email().safeParse(v).success, {
    message: M.email,
  }),
  website: webAddress(M.website),
  social_links: z.array(socialLink).max(8),
  opening_hours: text('The opening hours', 200),
  time_zone: z.string().trim().refine(isIanaTimeZone, { message: M.timeZone }),
  holiday_state: z.enum(AUSTRALIAN_STATES),
  business_hours: businessHours,
  /** The reminder rules every quote follows unless its client or the quote changes them. */
  reminder_rules: reminderRules,
  /** The stored logo (uploaded at /admin/setting), or none. */
  logo_file_id: recordId.nullable(),
  brand_colour: brandColour,
  quote_validity_days: z
    .number({ error: M.validityDays })
    .int({ message: M.validityDays })
    .min(1, { message: M.validityDays })
    .max(365, { message: M.validityDays }),
  /**
   * The nightly list of quotes expiring within the week names those whose total would move by
   * more than this percentage if priced again today (decisions/147).
   */
  price_move_percent: z
    .number({ error: M.priceMovePercent })
    .min(0.1, { message: M.priceMovePercent })
    .max(100, { message: M.priceMovePercent }),
  payment_terms: text('The payment terms', 1000),
  remittance: z.object({
    account_name: text('The account name', 120),
    bsb,
    account_number: accountNumber,
  }),
  /** The terms of trade as HTML; the server sanitises it on save (the memo allowlist, no images). */
  terms_html: z.string().max(MAX_TERMS_HTML, { message: M.tooLong('The terms of trade', MAX_TERMS_HTML) }),
  /** The editor's 'Next Steps' tip (quote spec 2). */
  next_steps: text('The Next Steps text', 1000),
  /** The proof step (decisions/129): the customer's checklist, and whether every decoration needs a proof. */
  proofs: z.object({
    required: z.boolean(),
    checklist: z
      .array(text('A checklist item', 60).min(1, { message: M.checklistItem }))
      .max(MAX_PROOF_CHECKLIST_ITEMS, { message: M.checklistItems }),
    /** Proof versions per decoration included in the prices (decisions/160). */
    rounds_included: z
      .number({ error: M.roundsIncluded })
      .int({ message: M.roundsIncluded })
      .min(1, { message: M.roundsIncluded })
      .max(MAX_ROUNDS_INCLUDED, { message: M.roundsIncluded }),
    /** The artwork fee ex GST for each version sent past them, in cents; 0 charges none. */
    round_fee_cents: z
      .number({ error: M.roundFee })
      .int({ message: M.roundFee })
      .min(0, { message: M.roundFee })
      .max(MAX_ROUND_FEE_CENTS, { message: M.roundFee }),
  }),
  /** Which steps of an order the customer is told of by e-mail, each with its text (decisions/149). */
  order_notices: z.object(
    Object.fromEntries(ORDER_STEPS.map((step) => [step, z.boolean()])) as Record<OrderStep, z.ZodBoolean>,
  ),
  texts: z.object(
    Object.fromEntries(MESSAGE_TEXT_KEYS.map((key) => [key, messageText(key)])) as Record<
      MessageTextKey,
      ReturnType<typeof messageText>
    >,
  ),
});
/** The settings as stored and answered (ABN and BSB as digits). */
export type BusinessSettings = z.output<typeof businessSettings>;
/** The settings as the form sends them. */
export type BusinessSettingsInput = z.input<typeof businessSettings>;
