import { z } from 'zod';
import { jsonTextOr } from '../api/json-text.ts';
import { decimalNumber, wholeNumber } from '../api/query-numbers.ts';

const colourList = z.array(z.string().trim().min(1).max(60)).max(30);

/**
 * What a proof says will be produced, beside its file: stitch count (embroidery), size in
 * millimetres, thread or ink colours, a placement note and the garment colours it applies to.
 * Approved with the file, so a reorder knows exactly what was agreed.
 */
export const proofSpec = z.object({
  stitch_count: wholeNumber(0, 10_000_000).nullable().default(null),
  width_mm: decimalNumber(0, 5_000).nullable().default(null),
  height_mm: decimalNumber(0, 5_000).nullable().default(null),
  colours: colourList.default([]),
  placement_note: z.string().trim().max(1000).default(''),
  garment_colours: colourList.default([]),
});
export type ProofSpec = z.output<typeof proofSpec>;

/** The spec as answers carry it: plain values, with nothing to read from text. */
export const proofSpecAnswer = z.object({
  stitch_count: z.number().int().nullable(),
  width_mm: z.number().nullable(),
  height_mm: z.number().nullable(),
  colours: z.array(z.string()),
  placement_note: z.string(),
  garment_colours: z.array(z.string()),
});

/** The spec as a form sends it: JSON text in one field of the multipart upload. */
export const proofSpecField = jsonTextOr(proofSpec).default({
  stitch_count: null,
  width_mm: null,
  height_mm: null,
  colours: [],
  placement_note: '',
  garment_colours: [],
});

/** The spec in one line, for the job, the history and the mail: "9,500 stitches; 80 × 40 mm; …". */
export function specText(spec: ProofSpec): string {
  const size =
    spec.width_mm !== null || spec.height_mm !== null
      ? `${spec.width_mm ?? '?'} × ${spec.height_mm ?? '?'} mm`
      : '';
  return [
    spec.stitch_count !== null ? `${spec.stitch_count.toLocaleString('en-AU')} stitches` : '',
    size,
    spec.colours.length ? `colours ${spec.colours.join(', ')}` : '',
    spec.garment_colours.length ? `on ${spec.garment_colours.join(', ')}` : '',
    spec.placement_note,
  ]
    .filter(Boolean)
    .join('; ');
}
