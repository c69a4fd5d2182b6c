import { visualsIndexAnswer } from '@portal/domain/files';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { fileKeys } from './keys.ts';

/** GET /visuals/index?userid=: the client's visuals, and its quotes for the Select a Quote dialog. */
export const visualsQuery = (ownerId: number) =>
  queryOptions({
    queryKey: fileKeys.visuals(ownerId),
    queryFn: ({ signal }) => call(visualsIndexAnswer, 'GET', `/visuals/index?userid=${ownerId}`, { signal }),
  });
