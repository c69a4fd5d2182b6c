/** Setup codes of a decoration (quote spec 9). "None" makes the setup quantity count as 0 (spec 5). */
export const SETUP_CODES = ['None', 'New Set Up', 'Repeat Set Up'] as const;
export type SetupCode = (typeof SETUP_CODES)[number];
/**
 * The setup a decoration starts with, shown and charged as such, so no decoration charges a setup
 * under a blank code (decisions/111).
 */
export const DEFAULT_SETUP_CODE: SetupCode = 'New Set Up';

/** Colour change options; the charge applies to screen print only (spec 5). */
export const COLOUR_CHANGE_OPTIONS = ['None', 'Colour Change'] as const;
export type ColourChangeOption = (typeof COLOUR_CHANGE_OPTIONS)[number];
