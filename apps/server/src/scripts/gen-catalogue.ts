import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { centsToDecimal } from '@portal/domain/money';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { CATALOGUE_CSV_COLUMNS, csvLine } from '../modules/catalogue/index.ts';
import { generateCatalogue, skuBudgets } from '../seed/catalogue-generator.ts';
import { seedCatalogues } from '../seed/catalogue-seed.ts';

/**
 * Fills the 23 catalogues with a generated one of about N SKUs (replacing what they hold):
 *   npm run gen:catalogue -w @portal/server -- --skus 200000 [--seed demo]
 * or writes one supplier CSV per catalogue, in the upload format, without touching a database:
 *   npm run gen:catalogue -w @portal/server -- --skus 100000 --csv ./out
 * Stop the server first when using the embedded database (one process owns it).
 */
const { values } = parseArgs({
  options: {
    skus: { type: 'string', default: '200000' },
    seed: { type: 'string', default: 'demo' },
    csv: { type: 'string' },
  },
});
const total = Number.parseInt(values.skus ?? '', 10);
if (!Number.isFinite(total) || total < 1 || total > 5_000_000) {
  console.error(
    'Usage: npm run gen:catalogue -- --skus N [--seed TEXT] [--csv FOLDER]   (N from 1 to 5,000,000)',
  );
  process.exit(2);
}
const seed = values.seed ?? 'demo';
const started = performance.now();

if (values.csv) {
  const folder = path.resolve(values.csv);
  fs.mkdirSync(folder, { recursive: true });
  let skus = 0;
  for (const budget of skuBudgets(total)) {
    const c = generateCatalogue(budget.key, budget.skus, seed);
    const lines = [csvLine(CATALOGUE_CSV_COLUMNS)];
    for (const p of c.products) {
      for (const s of p.skus) {
        lines.push(
          csvLine([
            p.code,
            centsToDecimal(s.costCents),
            centsToDecimal(s.priceCents),
            c.key,
            s.size,
            s.colour,
            s.sku,
            p.description,
            p.category,
            p.imageUrl,
            s.qty,
          ]),
        );
      }
    }
    fs.writeFileSync(path.join(folder, `${c.key}.csv`), lines.join(''));
    skus += c.skuCount;
  }
  console.log(`Wrote ${skus} SKUs to ${folder} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else {
  const config = readConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const result = await seedCatalogues(database.db, total, seed, (c) =>
      console.log(
        `${c.key.padEnd(5)} ${String(c.products.length).padStart(6)} products ${String(c.skuCount).padStart(8)} SKUs`,
      ),
    );
    console.log(
      `Wrote ${result.products} products and ${result.skus} SKUs in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}
