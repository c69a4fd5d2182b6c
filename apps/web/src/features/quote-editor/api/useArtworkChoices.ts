import { artworkChoiceOf, quoteVisualChoices } from '@portal/domain/files';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { brandsQuery, visualsQuery } from '../../files/index.ts';
import type { TableArtwork } from '../table/types.ts';

/**
 * What a decoration's Artwork row offers: the client's logos (Brand tab) and the visuals made for
 * this quote (Visuals tab). A new quote has no visuals yet; its logos are offered at once.
 */
export function useArtworkChoices(ownerId: number, quoteId: number | null): TableArtwork | undefined {
  const logos = useQuery(brandsQuery(ownerId)).data;
  const visuals = useQuery(visualsQuery(ownerId)).data;
  return useMemo(
    () =>
      logos || visuals
        ? {
            logos: (logos ?? []).map(artworkChoiceOf),
            visuals: quoteVisualChoices(visuals?.visuals ?? [], quoteId),
          }
        : undefined,
    [logos, visuals, quoteId],
  );
}
