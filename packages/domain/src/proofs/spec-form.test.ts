import { describe, expect, it } from 'vitest';
import { quoteContentSchema } from '../quote/schema/content.ts';
import { PROOF_MESSAGES } from './messages.ts';
import { proofSpec } from './spec.ts';
import {
  EMPTY_PROOF_SPEC_FORM,
  proofSpecFormOfDesign,
  proofSpecOfForm,
  savedDesignOfRow,
} from './spec-form.ts';

describe('the proof spec as staff type it', () => {
  it('reads numbers and colour lists, leaving empty fields not given', () => {
    const read = proofSpecOfForm({
      stitch_count: '9,500',
      width_mm: '82.5',
      height_mm: '',
      colours: 'Navy 2767, White;  Gold ,',
      placement_note: ' 80 mm below the collar ',
      garment_colours: '',
    });
    expect(read).toEqual({
      spec: {
        stitch_count: 9500,
        width_mm: 82.5,
        height_mm: null,
        colours: ['Navy 2767', 'White', 'Gold'],
        placement_note: '80 mm below the collar',
        garment_colours: [],
      },
    });
    // What the form sends is what the upload call accepts.
    if ('spec' in read) expect(proofSpec.parse(read.spec)).toEqual(read.spec);
    expect(proofSpecOfForm(EMPTY_PROOF_SPEC_FORM)).toEqual({
      spec: proofSpec.parse({}),
    });
  });

  it('names the field that is not a number', () => {
    expect(proofSpecOfForm({ ...EMPTY_PROOF_SPEC_FORM, stitch_count: 'about 9k' })).toEqual({
      error: PROOF_MESSAGES.stitchCountNotNumber,
    });
    expect(proofSpecOfForm({ ...EMPTY_PROOF_SPEC_FORM, height_mm: '40mm' })).toEqual({
      error: PROOF_MESSAGES.sizeNotNumber,
    });
  });
});

describe('filling the proof spec from a saved design', () => {
  const typed = { ...EMPTY_PROOF_SPEC_FORM, garment_colours: 'Black, Navy', placement_note: 'centred' };

  it("takes the design's stitches, size, colours and placements, keeping the garment colours typed", () => {
    const filled = proofSpecFormOfDesign(
      {
        stitch_count: 9500,
        size: '80 x 40mm',
        colours: 'Navy 2767; White',
        position: { 'Left Chest': true, Back: false },
      },
      typed,
    );
    expect(filled).toEqual({
      stitch_count: '9500',
      width_mm: '80',
      height_mm: '40',
      colours: 'Navy 2767, White',
      placement_note: 'Left Chest',
      garment_colours: 'Black, Navy',
    });
  });

  it('reads a size of one number as the width, and keeps a note when the design ticks no placement', () => {
    const filled = proofSpecFormOfDesign(
      { stitch_count: null, size: '90mm wide', colours: '', position: {} },
      typed,
    );
    expect(filled).toMatchObject({
      stitch_count: '',
      width_mm: '90',
      height_mm: '',
      placement_note: 'centred',
    });
    expect(
      proofSpecFormOfDesign({ stitch_count: 1, size: '75.5×30 mm', colours: '', position: {} }, typed),
    ).toMatchObject({ width_mm: '75.5', height_mm: '30' });
  });
});

describe("a decoration row's saved design", () => {
  const content = (setup_emb: unknown) =>
    quoteContentSchema.parse({
      categories: [
        {
          category_info: {},
          groups: [{ id: 'g1', name: 'Crew', group_options: { customs: [], customfees: [] } }],
          items: [
            { id: 'p1', type: 'product', group_id: 'g1', code: 'AS5001', qty: 10 },
            { id: 'd1', type: 'decoration', group_id: 'g1', code: 'Embroidery', position: 'Back', setup_emb },
          ],
        },
      ],
    });

  it('is the id the row stitches, and nothing for typed text, no design or a row that is no decoration', () => {
    expect(savedDesignOfRow(content(3), 'd1')).toBe(3);
    expect(savedDesignOfRow(content('Old crest'), 'd1')).toBeNull();
    expect(savedDesignOfRow(content(null), 'd1')).toBeNull();
    expect(savedDesignOfRow(content(3), 'p1')).toBeNull();
    expect(savedDesignOfRow(content(3), 'gone')).toBeNull();
  });
});
