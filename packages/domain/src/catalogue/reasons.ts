/**
 * Discount reasons, word for word from quote spec 9, including its spelling of "Descretion":
 * the staff know the list by these words and old quotes hold them.
 */
export const DISCOUNT_REASONS = [
  'Volume Order',
  'Combined Volume Order',
  "Director's Descretion",
  'Repeat Order',
  'Loyalty Program',
  'Volume Print',
  'Volume Embroidery 50+',
  'Volume Embroidery 100+',
  'Volume Embroidery 200+',
  'Other',
] as const;
export type DiscountReason = (typeof DISCOUNT_REASONS)[number];

/**
 * Delivery descriptions. The spec names only the Other option (with free text in
 * delivery_other); the rest are ours (docs/decisions/020-catalogue-constants.md).
 */
export const DELIVERY_DESCRIPTIONS = [
  'Standard Delivery',
  'Express Delivery',
  'Delivery to Multiple Addresses',
  'Pick Up In Store',
  'Other',
] as const;
export type DeliveryDescription = (typeof DELIVERY_DESCRIPTIONS)[number];

export const COURIERS = ['Couriers Please', 'KIS', 'Other'] as const;
export type Courier = (typeof COURIERS)[number];

/** The description to show for a delivery or discount row whose choice may be "Other". */
export const describeWithOther = (choice: string | null | undefined, other: string | null | undefined) =>
  choice === 'Other' && other?.trim() ? other.trim() : (choice ?? '');
