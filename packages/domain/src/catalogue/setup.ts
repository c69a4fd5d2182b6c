/** Setup codes of a decoration (quote spec 9). "None" makes the setup quantity count as 0 (spec 5). */
export const SETUP_CODES = ['None', 'New Set Up', 'Repeat Set Up'] as const;
export type SetupCode = (typeof SETUP_CODES)[number];

/** Colour change options; the charge applies to screen print only (spec 5). */
export const COLOUR_CHANGE_OPTIONS = ['None', 'Colour Change'] as const;
export type ColourChangeOption = (typeof COLOUR_CHANGE_OPTIONS)[number];
