import type { acceptAnswer, acceptBody } from '@portal/domain/product-data';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import {
  addColours,
  addSizes,
  bumpCatalogueVersion,
  deleteSkus,
  ensureCatalogueRow,
  type ProductWrite,
  tidyCatalogue,
  upsertProducts,
  upsertSkus,
} from './catalogue.repo.ts';
import { colourHex, defaultSizePosition, guessKind, placeholderImageUrl } from './garments.ts';
import { type CatalogueKey, catalogueNameOf, shortcodeOf } from './keys.ts';
import { CATALOGUE_MESSAGES } from './messages.ts';
import { requireProvider, uploadInfoOf } from './provider.ts';
import { stageJsonRows } from './stage-json-rows.ts';
import { stageToken } from './stage-token.ts';
import { fromStoredTable, type SupplierRow } from './supplier-rows.ts';
import { type CurrentSku, currentSkus, diffUpload } from './upload-diff.ts';
import { latestUpload, markApplied } from './uploads.repo.ts';

type Body = z.infer<typeof acceptBody>;

/** One product per code: the file's texts where it gives them, the catalogue's otherwise. */
function productWrites(
  rows: SupplierRow[],
  matched: (CurrentSku | undefined)[],
  current: CurrentSku[],
): ProductWrite[] {
  const stored = new Map<string, CurrentSku>();
  for (const c of current) if (!stored.has(c.shortcode)) stored.set(c.shortcode, c);
  const out = new Map<string, ProductWrite>();
  rows.forEach((r, i) => {
    const shortcode = shortcodeOf(r.code);
    const before = out.get(shortcode);
    if (before) {
      before.price_cents = Math.min(before.price_cents, r.priceCents);
      before.cost_cents = Math.min(before.cost_cents, r.costCents);
      return;
    }
    const was = matched[i] ?? stored.get(shortcode);
    const description = r.description || was?.description || r.code;
    const category = r.category || was?.category || '';
    const kind = was?.kind && !r.category ? was.kind : guessKind(category, description);
    const safeKind = kind === '' ? 'other' : kind;
    out.set(shortcode, {
      shortcode,
      code: r.code,
      description,
      category,
      kind: safeKind,
      price_cents: r.priceCents,
      cost_cents: r.costCents,
      image_url:
        r.imageurl ||
        was?.image_url ||
        placeholderImageUrl(guessKind(category, description), colourHex(r.colour)),
    });
  });
  return [...out.values()];
}

/**
 * POST /uploadproducts/add: makes the catalogue what the reviewed upload says, in one
 * transaction: SKUs not in the file go, new ones come, changed ones change; products without
 * SKUs go. Only with the `stage` of the lists that were shown, and only if accepting would
 * still do exactly that; otherwise nothing changes. Rows sent as `standard_csv` are staged
 * for review instead (docs/decisions/076).
 */
export async function acceptUpload(
  ctx: AppContext,
  userId: number,
  body: Body,
): Promise<z.infer<typeof acceptAnswer>> {
  const key: CatalogueKey = requireProvider(body.supplier);
  if (body.standard_csv) return stageJsonRows(ctx, userId, key, body.standard_csv);
  const name = catalogueNameOf(key);
  const upload = await latestUpload(ctx.db, key);
  if (!upload || upload.appliedAt) throw notFound(CATALOGUE_MESSAGES.noUpload(name));
  if (body.upload_id !== undefined && body.upload_id !== upload.id)
    throw conflict(CATALOGUE_MESSAGES.uploadReplaced(name));
  if (!body.stage) throw badRequest(CATALOGUE_MESSAGES.reviewFirst(name));
  const rows = fromStoredTable(upload.table);
  const uploadId = upload.id;

  return ctx.db.transaction(async (tx) => {
    await ensureCatalogueRow(tx, key);
    // One accept at a time per catalogue.
    await tx.execute(sql`SELECT 1 FROM catalogues WHERE key = ${key} FOR UPDATE`);
    const still = await latestUpload(tx, key);
    if (still?.id !== uploadId || still.appliedAt) throw conflict(CATALOGUE_MESSAGES.uploadReplaced(name));
    const current = await currentSkus(tx, key);
    const diff = diffUpload(current, rows);
    if (stageToken(uploadId, diff) !== body.stage) throw conflict(CATALOGUE_MESSAGES.reviewChanged(name));
    await deleteSkus(tx, key, diff.deleteKeys);
    await upsertProducts(tx, key, productWrites(rows, diff.matched, current));
    await upsertSkus(
      tx,
      key,
      rows.map((r, i) => ({
        shortcode: shortcodeOf(r.code),
        colour: r.colour,
        size: r.size,
        sku: r.sku,
        price_cents: r.priceCents,
        cost_cents: r.costCents,
        qty: r.qty ?? diff.matched[i]?.qty ?? 0,
      })),
    );
    const colours = [...new Set(rows.map((r) => r.colour))];
    await addColours(
      tx,
      key,
      colours.map((c) => ({ name: c, hex: colourHex(c) })),
    );
    const sizes = [...new Set(rows.map((r) => r.size))];
    await addSizes(
      tx,
      key,
      sizes.map((s) => ({ name: s, position: defaultSizePosition(s) })),
    );
    await tidyCatalogue(tx, key);
    await bumpCatalogueVersion(tx, key);
    await markApplied(tx, uploadId, userId);
    return {
      message: CATALOGUE_MESSAGES.productsAccepted,
      applied: true,
      upload: uploadInfoOf({ ...still, appliedAt: new Date() }),
      counts: {
        delete: diff.deleteProducts.length,
        new: diff.newProducts.length,
        update: diff.updateProducts.length,
      },
    };
  });
}
