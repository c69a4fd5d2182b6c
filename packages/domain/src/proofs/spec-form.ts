import { findRow, isDecoration } from '../quote/ops/rows.ts';
import type { QuoteContent } from '../quote/schema/content.ts';
import { PROOF_MESSAGES as M } from './messages.ts';
import type { ProofSpec } from './spec.ts';

/** The spec as staff type it: every field text, colours as a comma-separated list. */
export type ProofSpecForm = {
  stitch_count: string;
  width_mm: string;
  height_mm: string;
  colours: string;
  placement_note: string;
  garment_colours: string;
};

export const EMPTY_PROOF_SPEC_FORM: ProofSpecForm = {
  stitch_count: '',
  width_mm: '',
  height_mm: '',
  colours: '',
  placement_note: '',
  garment_colours: '',
};

/** "Navy 2767, White; Gold" → ['Navy 2767', 'White', 'Gold']: commas or semicolons part them. */
export const colourListOf = (text: string): string[] =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter(Boolean);

const WHOLE = /^[0-9]{1,9}$/;
const DECIMAL = /^[0-9]{1,5}(\.[0-9]{1,2})?$/;

/**
 * The typed form as the spec the upload sends, or the first field that does not read as a
 * number, in words staff act on. Empty fields are "not given" (null or an empty list).
 */
export function proofSpecOfForm(form: ProofSpecForm): { spec: ProofSpec } | { error: string } {
  const stitches = form.stitch_count.replace(/[,\s]/g, '');
  if (stitches && !WHOLE.test(stitches)) return { error: M.stitchCountNotNumber };
  const width = form.width_mm.trim();
  const height = form.height_mm.trim();
  if ((width && !DECIMAL.test(width)) || (height && !DECIMAL.test(height))) return { error: M.sizeNotNumber };
  return {
    spec: {
      stitch_count: stitches ? Number(stitches) : null,
      width_mm: width ? Number(width) : null,
      height_mm: height ? Number(height) : null,
      colours: colourListOf(form.colours),
      placement_note: form.placement_note.trim(),
      garment_colours: colourListOf(form.garment_colours),
    },
  };
}

/** A saved design as the proof form reads it (the Production tab's record of the client). */
export type DesignForProof = {
  stitch_count: number | null;
  size: string;
  colours: string;
  /** The placements ticked on the design ('Left Chest': true). */
  position: Record<string, boolean>;
};

/** "80 x 40mm", "80×40 mm", "80 X 40" → width and height; one number alone is the width. */
function sizeOf(text: string): { width: string; height: string } {
  const pair = /([0-9]+(?:\.[0-9]+)?)\s*(?:mm)?\s*[x×X*]\s*([0-9]+(?:\.[0-9]+)?)/.exec(text);
  if (pair) return { width: pair[1] ?? '', height: pair[2] ?? '' };
  const single = /([0-9]+(?:\.[0-9]+)?)/.exec(text);
  return { width: single?.[1] ?? '', height: '' };
}

/**
 * Choosing a saved design fills the proof's spec from it: its stitch count, size, thread
 * colours and placements. The garment colours are the order's, not the design's, so they are kept
 * as typed; so is a placement note when the design ticks no placement.
 */
export function proofSpecFormOfDesign(design: DesignForProof, typed: ProofSpecForm): ProofSpecForm {
  const { width, height } = sizeOf(design.size);
  const placements = Object.entries(design.position)
    .filter(([, on]) => on)
    .map(([name]) => name);
  return {
    ...typed,
    stitch_count: design.stitch_count === null ? '' : String(design.stitch_count),
    width_mm: width,
    height_mm: height,
    colours: colourListOf(design.colours).join(', '),
    placement_note: placements.length ? placements.join(', ') : typed.placement_note,
  };
}

/**
 * The saved design a decoration row stitches (its Design, `setup_emb`, when that is a saved
 * design's id rather than text typed before designs were kept), or null: the proof form opened
 * from the row starts from it.
 */
export function savedDesignOfRow(content: QuoteContent, rowId: string): number | null {
  const found = findRow(content, rowId);
  if (!found || !isDecoration(found.row)) return null;
  const design = found.row.setup_emb;
  return typeof design === 'number' && Number.isInteger(design) && design > 0 ? design : null;
}
