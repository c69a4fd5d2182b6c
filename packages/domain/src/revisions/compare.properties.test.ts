import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revisionChangesSchema } from './changes-schema.ts';
import { applyRevisionChanges, compareRevisions, hasChanges } from './compare.ts';
import { compareDocuments, wholeDocumentLines } from './compared-lines.ts';
import { customerRevision } from './customer-revision.ts';

/**
 * Whatever staff did between two sends (rows added, removed, edited, moved between categories
 * or reordered; groups, fees, tasks and discounts changed; the record's fields changed), the
 * changes rebuild the newer revision from the older exactly, also after a trip through JSON.
 */
const RUNS = 300;
const IDS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'];
const POSITIONS = ['Breast Left', 'Back Upper', 'Sleeve Upper Left'];
const qty = fc.integer({ min: 0, max: 80 });
const price = fc.integer({ min: 0, max: 5000 }).map((c) => c / 100);

const row = fc.oneof(
  fc.record({
    type: fc.constant('product'),
    code: fc.constantFrom('JB-TEE', 'AS-5001'),
    description: fc.constantFrom('Tee', 'Staple tee'),
    colour: fc.constantFrom('Navy', 'Black', ''),
    size: fc.constantFrom('S', 'M', 'XL', '3XL', ''),
    qty,
    price,
    cost: price,
    group_id: fc.constantFrom('g1', 'g2'),
    position: fc.subarray(POSITIONS),
  }),
  fc.record({
    type: fc.constant('decoration'),
    code: fc.constantFrom('Screen Print 1C', 'Embroidery', 'Digital Print'),
    position: fc.constantFrom(...POSITIONS),
    logo_name: fc.constantFrom('crest.png', 'logo-v2.pdf', ''),
    qty,
    price,
    setup_code: fc.constantFrom('None', 'New Set Up'),
    group_id: fc.constantFrom('g1', 'g2'),
  }),
  fc.record({
    type: fc.constant('delivery'),
    delivery_desc: fc.constantFrom('Courier', 'Other'),
    delivery_address: fc.constantFrom('1 Main St, Geelong VIC 3220', '9 Dock Rd, Hobart TAS 7000'),
    delivery_qty: fc.integer({ min: 0, max: 3 }),
    delivery_price: price,
    checked: fc.boolean(),
  }),
  fc.record({
    type: fc.constant('discount'),
    discount_desc: fc.constant('Loyalty'),
    discount_qty: qty,
    discount_price: price,
    checked: fc.boolean(),
  }),
);
const group = fc.record({
  id: fc.constantFrom('g1', 'g2'),
  name: fc.constantFrom('Staff', 'Volunteers'),
  group_options: fc.record({
    customfees: fc.array(
      fc.record({
        id: fc.constantFrom('f1', 'f2'),
        catalogue: fc.constant('PW'),
        customfee_qty: qty,
        customfee_price: price,
        description: fc.constant('Catalogue fee'),
      }),
      { maxLength: 2 },
    ),
    customs: fc.array(
      fc.record({
        custom_code: fc.constant('ART'),
        tasks: fc.array(
          fc.record({
            task_name: fc.constant('Artwork'),
            task_qty: qty,
            task_price: price,
            task_checked: fc.boolean(),
          }),
          { maxLength: 2 },
        ),
      }),
      { maxLength: 1 },
    ),
    discount: fc.option(fc.record({ qty: fc.constant(1), price, description: fc.constant('Bulk') }), {
      nil: null,
    }),
  }),
});
const category = fc.record({
  category_info: fc.record({
    name: fc.constantFrom('Polos', 'Jackets'),
    description: fc.constantFrom('', 'Winter'),
  }),
  items: fc.array(fc.tuple(fc.constantFrom(...IDS), row), { maxLength: 6 }),
  groups: fc.uniqueArray(group, { selector: (g) => g.id, maxLength: 2 }),
});
/** A revision whose ids come from one small pool, so two revisions share most of their rows. */
const revision = fc
  .record({
    categories: fc.array(category, { minLength: 1, maxLength: 3 }),
    label: fc.constantFrom('Team uniforms', 'Team uniforms 2027'),
    valid_to: fc.constantFrom('2026-12-24', '2027-01-15'),
    custom_address: fc.constantFrom('', '1 Main St, Geelong VIC 3220'),
  })
  .map(({ categories, ...record }) => {
    const seen = new Set<string>();
    // An id names one row in a document; later copies are dropped, as the editor never makes them.
    const document = categories.map((c) => ({
      ...c,
      items: c.items.filter(([id]) => !seen.has(id) && seen.add(id)).map(([id, r]) => ({ ...r, id })),
      groups: c.groups.filter((g) => !seen.has(g.id) && seen.add(g.id)),
    }));
    return customerRevision(document, record);
  });

describe('compareRevisions and applyRevisionChanges', () => {
  it('rebuilds the newer revision from the older and their changes', () => {
    fc.assert(
      fc.property(revision, revision, (older, newer) => {
        const changes = compareRevisions(older, newer);
        expect(applyRevisionChanges(older, changes)).toEqual(newer);
      }),
      { numRuns: RUNS },
    );
  });

  it('rebuilds it from changes that travelled as JSON in an answer', () => {
    fc.assert(
      fc.property(revision, revision, (older, newer) => {
        const sent = JSON.parse(JSON.stringify(revisionChangesSchema.parse(compareRevisions(older, newer))));
        expect(applyRevisionChanges(older, revisionChangesSchema.parse(sent))).toEqual(newer);
      }),
      { numRuns: RUNS },
    );
  });

  it('finds nothing changed between a revision and itself', () => {
    fc.assert(
      fc.property(revision, (snapshot) => {
        const changes = compareRevisions(snapshot, JSON.parse(JSON.stringify(snapshot)));
        expect(hasChanges(changes)).toBe(false);
        expect(changes.lines).toEqual([]);
        expect(applyRevisionChanges(snapshot, changes)).toEqual(snapshot);
      }),
      { numRuns: RUNS },
    );
  });

  it('carries only the lines that differ, and the newer revision gives back the whole document', () => {
    fc.assert(
      fc.property(revision, revision, (older, newer) => {
        const { lines } = revisionChangesSchema.parse(
          JSON.parse(JSON.stringify(compareRevisions(older, newer))),
        );
        expect(lines.every((line) => line.kind !== 'unchanged')).toBe(true);
        expect(wholeDocumentLines(lines, newer)).toEqual(compareDocuments(older, newer));
      }),
      { numRuns: RUNS },
    );
  });
});
