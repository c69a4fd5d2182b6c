/**
 * CSV writing for the download calls. A cell that starts with = + - @ (or a tab or carriage
 * return) is prefixed with a quote so a spreadsheet shows it as text instead of running it as a
 * formula (CSV injection).
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]): string => `${cells.map(csvCell).join(',')}\r\n`;
