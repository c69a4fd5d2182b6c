import type { ProofView } from '@portal/domain/proofs';

/**
 * A proof as the proof calls answer it: quote 7's front embroidery, version 1, sent and awaiting
 * an answer, as a PNG; `over` changes what a test needs.
 */
export const proofView = (over: Partial<ProofView> = {}): ProofView => ({
  id: 11,
  quote_id: 7,
  row_id: 'd1',
  decoration: 'Front · EMB',
  position: 'Front',
  process: 'EMB',
  version: 1,
  state: 'sent',
  file: { name: 'front.png', sha256: 'a'.repeat(64), type: 'png', size: 120 },
  spec: {
    stitch_count: 9500,
    width_mm: 80,
    height_mm: 40,
    colours: ['Navy 2767'],
    placement_note: '',
    garment_colours: ['White'],
  },
  spec_text: '',
  created_at: '2026-11-20T01:00:00.000Z',
  sent_at: '2026-11-20T02:00:00.000Z',
  answers: [],
  ...over,
});
