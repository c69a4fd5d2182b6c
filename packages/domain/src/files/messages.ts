import { ARTWORK_MAX_BYTES } from './kinds.ts';

/** The file pages' messages (quote spec 8, accounts spec 8) and refusals in the user's words. */
export const FILE_MESSAGES = {
  brandAdded: 'Your brand has been added',
  brandDeleted: 'Your brand has been deleted',
  logoAdded: 'Your logo has been added',
  visualAdded: 'Your visual has been added',
  visualDeleted: 'Your visual has been deleted',
  productionAdded: 'Your production has been added',
  productionUpdated: 'Your production has been updated',
  productionDeleted: 'Your production has been deleted',
  styleGuideAdded: 'Your production style guide has been added',
  /** quote spec 5: "Adding a visual needs a quote chosen". */
  visualNeedsQuote: 'Adding a visual needs a quote chosen',
  chooseFile: 'Choose a file to upload',
  /** A quote's logo or a decoration's artwork that is not one of the client's uploaded files. */
  notClientFile: 'Artwork must be a file uploaded to the portal for this client.',
  emptyFile: 'The file is empty.',
  truncated: 'The file is incomplete or damaged. Please save it again and upload it once more.',
  tooLarge: `The file is too large: artwork can be up to ${ARTWORK_MAX_BYTES / 1024 / 1024} MB.`,
  logoTypes: 'Please upload a logo as EPS or PDF (for production) or as JPEG, PNG or GIF (reference only).',
  visualTypes: 'Please upload a visual as JPEG, PNG, GIF or PDF.',
  productionTypes: 'Production files must be PDF or EPS.',
  embroideryTypes: 'Embroidery production files must be PDF, EPS, DST or PES.',
  styleGuideTypes: 'Please upload the style guide as PDF, JPEG, PNG or GIF.',
  purchaseOrderTypes: 'Please attach the purchase order as PDF, JPEG, PNG or GIF.',
  proofTypes: 'Please upload the proof as JPEG, PNG, GIF or PDF.',
  memoTypes: 'Please attach a PDF, EPS, JPEG, PNG, GIF, DST or PES file.',
  stitchCountWhole: 'The stitch count must be a whole number.',
  adminFileStaffOnly: 'Only staff can make an Admin Upload.',
  /** The Production tab's tooltip (accounts spec 2.6). */
  productionTooltip: 'PDF or EPS is required for production; JPEG or PNG only for reference.',
} as const;
