/**
 * Texts of the catalogue and product data calls. The quoted ones are the spec's words; they
 * belong in `@portal/domain` MESSAGES and move there when the domain package takes them.
 */
export const CATALOGUE_MESSAGES = {
  /** accounts spec 8 */
  productsUploaded: 'The products have been uploaded',
  /** accounts spec 8 */
  productsAccepted: 'The products have been accepted',
  /** accounts spec 5 */
  selectProvider: 'Select provider!',
  /** accounts spec 8 (size order saved) */
  setSuccessfully: 'You have set successfully',
  unknownCatalogue: (key: string) => `There is no catalogue '${key}'.`,
  unknownProduct: (shortcode: string, catalogue: string) =>
    `There is no product '${shortcode}' in ${catalogue}.`,
  unknownSize: (size: string, catalogue: string) => `There is no size '${size}' in ${catalogue}.`,
  noUpload: (catalogue: string) => `There is no uploaded file waiting for ${catalogue}. Upload a file first.`,
  uploadReplaced: (catalogue: string) =>
    `A newer file has been uploaded for ${catalogue} since this one was reviewed. Review the new file first.`,
  reviewFirst: (catalogue: string) =>
    `Review the products to delete, the new products and the products to update for ${catalogue} on the Upload tab, then accept them there.`,
  reviewChanged: (catalogue: string) =>
    `The products to delete, add or update for ${catalogue} have changed since they were reviewed. Review the lists again, then accept.`,
} as const;
