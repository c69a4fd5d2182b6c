/**
 * Texts of the quote table the spec does not word. The spec says reordering rows "asks for
 * confirmation" without giving the text, so this follows the wording of its other confirms
 * ('Are you sure to delete this quote?').
 */
export const TABLE_TEXTS = {
  confirmMove: 'Are you sure to move this line?',
  /** A default brand rewrites every decoration of another brand (quote spec 4, line behaviour). */
  confirmDefaultBrand: (brand: string) =>
    `Are you sure to change the default brand to ${brand}? Every decoration of another brand becomes ${brand}, and its description, note and price are reset.`,
  confirmTitle: 'Please confirm',
  yes: 'Yes',
  cancel: 'Cancel',
  newGroupName: 'New group',
  noImage: 'This product has no image.',
} as const;
