import { describe, expect, it } from 'vitest';
import { DECORATION_TYPES } from '../../catalogue/decorations.ts';
import { kindOf } from '../../pricing/decoration-kind.ts';
import { priceQuote } from '../../pricing/price-quote.ts';
import { DEFAULT_PRICE_TABLES } from '../../pricing/tables/defaults.ts';
import { COMPUTED_DECORATION_FIELDS } from '../../pricing/write-prices.ts';
import { redactContentForCustomer } from '../../redaction/redaction.ts';
import { staffQuote } from '../normalise/test-quote.ts';
import { DECORATION_RESET_FIELDS } from '../ops/reset-decoration.ts';
import { computedKeys } from './field-role.ts';
import { decorationRoles } from './row-roles.ts';

describe('the field-role tables', () => {
  it('name exactly the decoration prices pricing writes as computed, besides the derived quantity', () => {
    const written = Object.values(COMPUTED_DECORATION_FIELDS).flatMap((f) => [f.price, f.cost]);
    expect([...computedKeys(decorationRoles)].sort()).toEqual(['qty', ...written].sort());
  });

  it('reset the setup and pricing of a decoration but keep its artwork, supplier and notes', () => {
    expect(DECORATION_RESET_FIELDS).toContain('setup_code');
    expect(DECORATION_RESET_FIELDS).toContain('price');
    for (const kept of ['code', 'position', 'logo_file', 'visuals', 'supplier', 'emb_note', 'qty'])
      expect(DECORATION_RESET_FIELDS).not.toContain(kept);
  });

  it('give every decoration type a pricing kind', () => {
    expect(DECORATION_TYPES.map(kindOf)).toEqual([
      'sp1c',
      'sp2c',
      'embroidery',
      'vinyl',
      'digital',
      'other',
      'other',
      'other',
    ]);
  });
});

describe('customerSees', () => {
  it('hides a discount line whose total is zero from the document and the priced lines', () => {
    const quote = staffQuote();
    const shown = redactContentForCustomer(quote).categories[0]?.items.map((r) => r.id);
    expect(shown).toEqual(['p1', 'p2', 'd1', 'v1', 'z2']);
    const visible = priceQuote(quote, DEFAULT_PRICE_TABLES, { role: 'admin' })
      .lines.filter((l) => l.visibleToCustomer && l.rowId)
      .map((l) => l.rowId);
    expect(visible).not.toContain('z1');
    expect(visible).not.toContain('v2');
    expect(visible).toContain('z2');
  });

  it('shows a customer no hidden field of any line', () => {
    const text = JSON.stringify(redactContentForCustomer(staffQuote()));
    for (const secret of [
      'unit_cost',
      'supplier',
      'emb_note',
      'delivery_note',
      'approvedby',
      'task_cost',
      'customfee_cost',
      '"cost"',
      'need_attention',
      'Hidden',
    ])
      expect(text).not.toContain(secret);
  });
});
