import { designChoicesOf } from '@portal/domain/files';
import { queryOptions } from '@tanstack/react-query';
import { productionsQuery } from '../../files/index.ts';

/**
 * The client's embroidery designs, offered as an embroidery row's Design;
 * customers read their own, to see the name of the design on a row. The same read, under the same
 * key, as the Production tab's (GET /productions/index?userid=): a design uploaded there is offered
 * here at once, and the two never ask the server twice for one answer.
 */
export const savedDesignsQuery = (ownerId: number) =>
  queryOptions({
    ...productionsQuery(ownerId),
    select: (answer) => designChoicesOf(answer.emb),
    staleTime: 60_000,
  });
