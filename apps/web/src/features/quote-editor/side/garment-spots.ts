import type { GarmentPosition } from '@portal/domain/catalogue';

/**
 * Where each garment position sits on the drawn shirt, front or back, in the drawing's
 * 100 x 120 box. Drawn by us; the spec says only that the picture is not the actual garment.
 */
export type Spot = { side: 'front' | 'back'; x: number; y: number; w: number; h: number };

export const GARMENT_SPOTS: Record<GarmentPosition, Spot> = {
  'Breast Left': { side: 'front', x: 58, y: 34, w: 16, h: 12 },
  'Breast Right': { side: 'front', x: 26, y: 34, w: 16, h: 12 },
  'Front Centre': { side: 'front', x: 38, y: 52, w: 24, h: 18 },
  'Front Left': { side: 'front', x: 60, y: 76, w: 16, h: 16 },
  'Front Right': { side: 'front', x: 24, y: 76, w: 16, h: 16 },
  'Side Left': { side: 'front', x: 77, y: 62, w: 8, h: 22 },
  'Side Right': { side: 'front', x: 15, y: 62, w: 8, h: 22 },
  'Sleeve Upper Right': { side: 'front', x: 3, y: 28, w: 12, h: 14 },
  'Sleeve Upper Left': { side: 'front', x: 85, y: 28, w: 12, h: 14 },
  "H'Wear Front Centre": { side: 'front', x: 42, y: 2, w: 16, h: 8 },
  'Back Upper Neck': { side: 'back', x: 42, y: 16, w: 16, h: 8 },
  'Back Upper': { side: 'back', x: 30, y: 28, w: 40, h: 18 },
  'Back Arch': { side: 'back', x: 28, y: 50, w: 44, h: 14 },
  Other: { side: 'back', x: 38, y: 80, w: 24, h: 16 },
};
