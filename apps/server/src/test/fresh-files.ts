import { DST, PNG } from '../modules/files/test-files.ts';
import { fileForm } from '../modules/files/test-upload.ts';
import { MARKER_FIGURES, MARKER_TEXTS } from './sentinel-quote.ts';
import type { TestApp } from './test-app.ts';

export type FreshFileKind = 'brand' | 'visual' | 'production';

/**
 * A new artwork file of `owner`, uploaded by staff, for calls that use one up (delete) or read
 * one (download, a saved design). A production design carries staff-only setup figures from the
 * sentinel markers, so the sentinel scan sees whether a customer's answer ever shows them.
 */
export async function freshFile(
  t: TestApp,
  staffToken: string | undefined,
  owner: { userId: number; quoteId: number },
  kind: FreshFileKind,
): Promise<number> {
  const form =
    kind === 'brand'
      ? { url: `/api/brands/add?userid=${owner.userId}`, ...fileForm('brand', 'fresh.png', PNG) }
      : kind === 'visual'
        ? {
            url: `/api/visuals/add?userid=${owner.userId}`,
            ...fileForm('visual', 'fresh.png', PNG, { quote_id: String(owner.quoteId) }),
          }
        : {
            url: '/api/productions/add',
            ...fileForm('production', 'fresh.dst', DST, {
              user_id: String(owner.userId),
              production_type: 'emb',
              stitch_count: '4200',
              setup_unit_cost: String(MARKER_FIGURES.setup_unit_cost),
              setup_discount_value: String(MARKER_FIGURES.setup_discount_cost),
              notes: MARKER_TEXTS.setup_notes,
            }),
          };
  const res = await t.call<Record<string, { id: number }>>('POST', form.url, {
    token: staffToken,
    body: form.payload,
    headers: form.headers,
  });
  const made = res.body.data?.[kind];
  if (res.statusCode !== 200 || !made) throw new Error(`fresh ${kind}: ${JSON.stringify(res.body)}`);
  return made.id;
}
