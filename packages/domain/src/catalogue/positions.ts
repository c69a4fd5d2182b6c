/** Garment positions, one checkbox column each in the Products section (quote spec 9). */
export const GARMENT_POSITIONS = [
  'Breast Left',
  'Breast Right',
  'Front Centre',
  'Back Upper Neck',
  'Back Upper',
  'Sleeve Upper Right',
  'Sleeve Upper Left',
  "H'Wear Front Centre",
  'Front Left',
  'Front Right',
  'Side Left',
  'Side Right',
  'Back Arch',
  'Other',
] as const;
export type GarmentPosition = (typeof GARMENT_POSITIONS)[number];

export const OTHER_POSITION: GarmentPosition = 'Other';

/** Sleeve positions have their own screen print price (spec 9: "sleeve positions cost 4, price 10"). */
export const SLEEVE_POSITIONS: readonly string[] = ['Sleeve Upper Right', 'Sleeve Upper Left'];

export const isSleevePosition = (position: string): boolean => SLEEVE_POSITIONS.includes(position);

/**
 * The column label of a position. The Other column is labelled from the user's setting
 * (GET /setting/getbyuserid → data.other); with no setting it stays "Other".
 */
export const positionLabel = (position: string, otherLabel?: string | null): string =>
  position === OTHER_POSITION && otherLabel?.trim() ? otherLabel.trim() : position;
