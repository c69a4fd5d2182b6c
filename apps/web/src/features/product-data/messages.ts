import { formatMoney, toCents } from '@portal/domain/money';

/**
 * Spec texts of the data page that the server does not send back. They belong in
 * `@portal/domain` MESSAGES and move there when the domain package takes them.
 */
export const PRODUCT_DATA_MESSAGES = {
  /** accounts spec 5 */
  selectProvider: 'Select provider!',
  chooseFile: 'Choose a CSV or XLSX file to upload.',
} as const;

/** A supplier file's dollars as every amount is shown (the domain's one money format). */
export const money = (value: number): string => formatMoney(toCents(value));
