import type { DecorationRow } from '../quote/schema/rows.ts';
import type { BrandAnswer, VisualAnswer } from './calls.ts';

/** A stored file offered on a decoration row: the reference the row keeps, and its name. */
export type ArtworkChoice = { url: string; name: string };

export const artworkChoiceOf = (file: BrandAnswer | VisualAnswer): ArtworkChoice => ({
  url: file.url,
  name: file.file_name,
});

/** The quote's own visuals: a decoration offers those made for this quote (quote spec 5). */
export const quoteVisualChoices = (
  visuals: readonly VisualAnswer[],
  quoteId: number | null,
): ArtworkChoice[] =>
  quoteId === null ? [] : visuals.filter((visual) => visual.quote_id === quoteId).map(artworkChoiceOf);

/** The row's logo set to one of the client's logos, or cleared. */
export const logoPatchOf = (
  choice: ArtworkChoice | null,
): Pick<DecorationRow, 'logo_file' | 'logo_name'> => ({
  logo_file: choice?.url ?? '',
  logo_name: choice?.name ?? '',
});

/** The row's visuals with one added (once) or taken off. */
export function visualsPatchOf(
  current: DecorationRow['visuals'],
  choice: ArtworkChoice,
  attached: boolean,
): Pick<DecorationRow, 'visuals'> {
  const others = (current ?? []).filter((visual) => visual.url !== choice.url);
  return { visuals: attached ? [...others, { filename: choice.name, url: choice.url }] : others };
}
