import { FILE_MESSAGES, PRODUCTION_TYPES, type ProductionsIndexAnswer } from '@portal/domain/files';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { productionFiles, storedFiles } from '../../db/schema/index.ts';
import { storedFileAnswerOf } from './files.repo.ts';
import { productionAnswerOf } from './production-record.ts';

/**
 * GET /productions/index?userid=: the client's saved designs in four tables, one per production
 * type, each in its dragged order (accounts spec 2.6), and the Production Style Guide.
 */
export async function listProductions(ctx: AppContext, ownerId: number): Promise<ProductionsIndexAnswer> {
  const rows = await ctx.db
    .select({ file: storedFiles, production: productionFiles })
    .from(productionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, productionFiles.fileId))
    .where(eq(storedFiles.ownerId, ownerId))
    .orderBy(asc(productionFiles.sortOrder), asc(storedFiles.id));
  const [guide] = await ctx.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.kind, 'styleguide')))
    .orderBy(desc(storedFiles.id))
    .limit(1);
  const answer: ProductionsIndexAnswer = {
    emb: [],
    screen_print: [],
    digital: [],
    vinyl: [],
    style_guide: guide ? storedFileAnswerOf(guide) : null,
    tooltip: FILE_MESSAGES.productionTooltip,
  };
  for (const { file, production } of rows) {
    const type = PRODUCTION_TYPES.find((t) => t === production.productionType);
    if (type) answer[type].push(productionAnswerOf(file, production));
  }
  return answer;
}
