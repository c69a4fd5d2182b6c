import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Narrows a scan: `include` to one part of the page, `exclude` to leave a known, reported part out. */
export type AxeScope = { include?: string; exclude?: string };

/**
 * Fails the test when axe finds any violation on the page. The failure message lists each rule with
 * its impact and the elements it found, so the report alone tells what to fix.
 */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  if (scope.include) builder = builder.include(scope.include);
  if (scope.exclude) builder = builder.exclude(scope.exclude);
  const results = await builder.analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
  expect(summary, JSON.stringify(summary, null, 2)).toEqual([]);
}
