import type { GarmentKind } from './garments.ts';

/**
 * A small SVG drawing of a garment kind filled with a colour: the image of a product that has
 * none of its own (docs/decisions/032). No text, no scripts, no outside references.
 */

const TEE_BODY =
  'M70 30 L45 40 L20 70 L40 85 L55 70 L55 175 L145 175 L145 70 L160 85 L180 70 L155 40 L130 30';
const LONG_BODY =
  'M70 30 L45 40 L25 110 L20 170 L40 172 L50 115 L55 90 L55 175 L145 175 L145 90 L150 115 L160 172 L180 170 L175 110 L155 40 L130 30';

const shapes: Record<GarmentKind, { body: string; detail?: string }> = {
  tee: { body: `${TEE_BODY} Q100 55 70 30 Z` },
  polo: {
    body: `${TEE_BODY} L115 30 L100 45 L85 30 Z`,
    detail: 'M85 30 L100 45 L115 30 M100 45 L100 75 M96 55 h8 M96 66 h8',
  },
  shirt: {
    body: `${LONG_BODY} L115 30 L100 45 L85 30 Z`,
    detail: 'M85 30 L100 45 L115 30 M100 45 L100 175 M65 70 h22 v18 h-22 Z M113 70 h22 v18 h-22 Z',
  },
  hivis: {
    body: `${LONG_BODY} L115 30 L100 45 L85 30 Z`,
    detail: 'M55 120 H145 M55 132 H145 M75 30 L75 175 M125 30 L125 175 M24 140 L52 142 M176 140 L148 142',
  },
  vest: {
    body: 'M70 30 L55 45 L55 175 L145 175 L145 45 L130 30 Q100 80 70 30 Z',
    detail: 'M55 120 H145 M55 132 H145 M78 42 L78 175 M122 42 L122 175',
  },
  jacket: {
    body: `${LONG_BODY} L118 22 L82 22 Z`,
    detail: 'M100 28 L100 175 M60 130 h25 M115 130 h25 M82 22 L100 40 L118 22',
  },
  fleece: {
    body: `${LONG_BODY} Q100 5 70 30 Z`,
    detail: 'M75 32 Q100 70 125 32 M92 50 L92 70 M108 50 L108 70 M70 140 h60 v25 h-60 Z',
  },
  pants: {
    body: 'M60 25 L140 25 L150 180 L112 180 L100 80 L88 180 L50 180 Z',
    detail: 'M60 37 H140 M100 37 L100 80 M62 110 h20 v25 h-20 Z M118 110 h20 v25 h-20 Z',
  },
  shorts: {
    body: 'M55 45 L145 45 L155 135 L110 135 L100 85 L90 135 L45 135 Z',
    detail: 'M55 57 H145 M100 57 L100 85',
  },
  cap: {
    body: 'M40 120 Q40 50 100 48 Q160 50 160 120 Z M40 120 Q100 112 185 135 Q160 145 40 128 Z',
    detail: 'M100 48 L100 118 M70 55 Q60 90 65 118 M130 55 Q140 90 135 118',
  },
  beanie: {
    body: 'M45 130 Q45 45 100 42 Q155 45 155 130 Z M40 125 H160 V160 H40 Z',
    detail: 'M55 135 V155 M70 135 V155 M85 135 V155 M100 135 V155 M115 135 V155 M130 135 V155 M145 135 V155',
  },
  apron: {
    body: 'M75 40 L125 40 L125 75 Q150 80 155 95 L150 180 L50 180 L45 95 Q50 80 75 75 Z',
    detail: 'M75 40 Q100 10 125 40 M70 120 h60 v30 h-60 Z M100 120 V150 M45 95 L15 110 M155 95 L185 110',
  },
  chef: {
    body: `${LONG_BODY} L120 26 L80 26 Z`,
    detail:
      'M80 26 L80 36 L120 36 L120 26 M115 36 L115 175 M85 60 h0.1 M85 90 h0.1 M85 120 h0.1 M105 60 h0.1 M105 90 h0.1 M105 120 h0.1',
  },
  scrubs: {
    body: `${TEE_BODY} L100 70 Z`,
    detail: 'M70 30 L100 70 L130 30 M115 100 h22 v22 h-22 Z',
  },
  boot: {
    body: 'M60 40 L110 40 L112 120 Q150 125 170 145 L172 170 L40 170 L40 150 L58 140 Z',
    detail: 'M40 160 H172 M62 60 H108 M64 80 H110 M66 100 H112',
  },
  other: {
    body: 'M100 35 Q115 35 115 50 Q115 60 100 66 L100 75 L175 140 L175 150 L25 150 L25 140 L100 75',
    detail: 'M30 148 H170',
  },
};

/** A darker shade of a colour for outlines and details. */
function darker(hex: string): string {
  const n = Number.parseInt(hex, 16);
  const part = (shift: number) => Math.round(((n >> shift) & 0xff) * 0.55);
  return [16, 8, 0].map((s) => part(s).toString(16).padStart(2, '0')).join('');
}

/** The SVG for a kind and a six-digit hex colour (both checked by the caller). */
export function placeholderSvg(kind: GarmentKind, hex: string): string {
  const shape = shapes[kind];
  const line = darker(hex);
  const detail = shape.detail
    ? `<path d="${shape.detail}" fill="none" stroke="#${line}" stroke-width="3" stroke-linecap="round"/>`
    : '';
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img">' +
    '<rect width="200" height="200" fill="#f1f3f5"/>' +
    `<path d="${shape.body}" fill="#${hex}" stroke="#${line}" stroke-width="3" stroke-linejoin="round"/>` +
    `${detail}</svg>`
  );
}
