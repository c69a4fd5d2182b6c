import { formatDisplayDate } from '../dates/dates.ts';
import { words } from '../quote-document/line-text.ts';
import type { FieldChange } from './field-changes.ts';

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');
/** A picture or a long note is not worded: the customer is told it changed. */
const replaced = (value: unknown) => (words(value) ? 'Set' : 'None');

/** The offer's record fields a customer is shown, with the editor's labels and how each value reads. */
const RECORD_FIELDS: Record<string, { label: string; text: (value: unknown) => string }> = {
  label: { label: 'Quote label', text: words },
  client_label: { label: 'Description', text: words },
  valid_to: { label: 'Valid to', text: (v) => formatDisplayDate(typeof v === 'string' ? v : null) },
  custom_address: { label: 'Delivery address', text: words },
  delivery_required: { label: 'Delivery', text: yesNo },
  pickup_instore: { label: 'Pick up in store', text: yesNo },
  collection_id: { label: 'Collection', text: words },
  contact_user: { label: 'Contact', text: words },
  contact_address: { label: 'Contact address', text: words },
  contact_info: { label: 'Contact details', text: words },
  default_brand: { label: 'Brand', text: words },
  memo_note: { label: 'Notes', text: replaced },
  logo: { label: 'Logo', text: replaced },
  customise_logo: { label: 'Logo customisation', text: words },
};

export type RecordFact = { label: string; before: string; after: string };

/** The record's changes as the customer reads them; a field not worded here is left out. */
export const recordFacts = (changes: readonly FieldChange[]): RecordFact[] =>
  changes.flatMap(({ field, before, after }) => {
    const known = RECORD_FIELDS[field];
    if (!known) return [];
    const fact = { label: known.label, before: known.text(before), after: known.text(after) };
    return fact.before === fact.after ? [] : [fact];
  });
