import type { CustomerQuoteRead } from '../quote/schema/answers.ts';

type CustomerContent = CustomerQuoteRead['quote']['content'];
export type CustomerRow = CustomerContent['categories'][number]['items'][number];
export type CustomerGroup = CustomerContent['categories'][number]['groups'][number];
type Decoration = Extract<CustomerRow, { type: 'decoration' }>;

/** Non-empty trimmed parts joined by a space. */
export const words = (...parts: unknown[]): string =>
  parts
    .map((p) => (typeof p === 'string' || typeof p === 'number' ? String(p).trim() : ''))
    .filter((p) => p !== '')
    .join(' ');

/** A choice list's value, or its free text when 'Other' was chosen. */
const chosen = (value: string | null | undefined, other: string | null | undefined): string =>
  (value ?? '').trim() === 'Other' ? (other ?? '').trim() || 'Other' : (value ?? '').trim();

const positionOf = (row: Decoration): string =>
  (row.position ?? '') === 'Other' ? words(row.other_label) || 'Other' : words(row.position);

/** How a row's own line reads on the document: what it is, then smaller detail lines. */
export const rowText = (row: CustomerRow): { description: string; details: string[] } => {
  switch (row.type) {
    case 'product':
      return {
        description: words(row.code, row.description) || 'Product',
        details: [
          [row.colour ? `Colour: ${words(row.colour)}` : '', row.size ? `Size: ${words(row.size)}` : '']
            .filter(Boolean)
            .join(' · '),
          words(row.note),
        ].filter(Boolean),
      };
    case 'decoration': {
      const position = positionOf(row);
      return {
        description: words(row.code || 'Decoration', position ? `at ${position}` : ''),
        details: [words(row.description), row.logo_name ? `Artwork: ${row.logo_name}` : ''].filter(Boolean),
      };
    }
    case 'delivery':
      return {
        description: words('Delivery', chosen(row.delivery_desc, row.delivery_other)),
        details: [words(row.courier), words(row.delivery_attn ? `Attn: ${row.delivery_attn}` : '')].filter(
          Boolean,
        ),
      };
    case 'discount':
      return { description: words('Discount', chosen(row.discount_desc, row.discount_other)), details: [] };
    default:
      return { description: 'Needs attention', details: [] };
  }
};

/** The setup, colour change and setup discount lines a decoration row adds. */
export const decorationPartText = (row: Decoration, part: string, index: number): string => {
  if (part === 'setup') return words('Setup', row.setup_code, row.code ? `for ${row.code}` : '');
  if (part === 'colour_change') return 'Colour change';
  const discount = row.discounts?.[index];
  return words('Setup discount', chosen(discount?.setup_discount, discount?.setup_discount_other));
};

/** The catalogue fee, custom task and group discount lines a group adds. */
export const groupPartText = (group: CustomerGroup, lineId: string): string => {
  const [, part, first, second] = lineId.split(':');
  const options = group.group_options;
  if (part === 'fee') return words(options.customfees[Number(first)]?.description) || 'Catalogue fee';
  if (part === 'task') {
    const task = options.customs[Number(first)]?.tasks[Number(second)];
    return words(task?.task_label) || words(task?.task_name) || 'Custom task';
  }
  return words(options.discount?.description) || 'Discount';
};
