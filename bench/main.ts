/**
 * `npm run bench [-- explain|load|sizes|export|budgets|lighthouse] [--duration=5] [--connections=32] [--rows=100000]
 * [--pdf-rows=100000] [--only=<regex>: the explain cases and load calls it names]` on the seeded database (bench/data, or DATABASE_URL). Without a part, all of
 * them: EXPLAIN of every list query, the HTTP load benchmark (load.ts), the same calls at 10,000 candidates
 * (sizes.ts), the xlsx and PDF exports (export.ts), the web budgets and Lighthouse (after `npm run build`); then one
 * summary of every target of issue 18 with its figures and "met" or "NOT met" (summary.ts). Never fails on timing;
 * a step that fails is reported in the summary and makes the exit code 1.
 */
import os from 'node:os';
import { printExplain, runExplain } from './explain';
import { runExportBench } from './export';
import { openBenchDatabase } from './lib/db';
import { option, want } from './lib/options';
import { writeResult } from './lib/results';
import { emptyTables, printable, seededRows } from './lib/seeded-tables';
import { lighthouseMissing, runLighthouse } from './lighthouse';
import { runLoad } from './load';
import { runSizes } from './sizes';
import { printSummary, type Results, type Step } from './summary';
import { runWebBudgets, webBuildMissing } from './web-budgets';

async function main() {
  const results: Results = { failed: {} };
  /** Runs a step of a wanted part; a failure is printed and kept for the summary instead of ending the run. */
  const step = async <K extends Step>(name: K, run: () => Promise<Results[K]>, part: string = name) => {
    if (!want(part)) return;
    try {
      results[name] = await run();
    } catch (e) {
      console.error(`\n${name} failed:`, e);
      results.failed[name] = e instanceof Error ? e.message.split('\n')[0]! : String(e);
    }
  };
  const db = await openBenchDatabase();
  try {
    console.log(
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    );
    const rows = await seededRows(db.pool);
    console.log(`Data: ${JSON.stringify(printable(rows))}`);
    const empty = emptyTables(rows);
    if (empty.length)
      throw new Error(
        `The seeded database has no rows in ${empty.join(', ')}: the calls over them would measure nothing. Seed it again: npm run bench:seed -- full`,
      );
    results.candidates = rows.candidates;
    if (want('explain')) {
      const only = option('only');
      printExplain(await runExplain(db.url, { only: only ? new RegExp(only, 'i') : undefined }));
    }
    await step('load', () => runLoad(db.url));
    await step('sizes', () => runSizes({ url: db.url, candidates: results.candidates! }));
    await step('xlsx', () => runExportBench(db.url, 'xlsx'), 'export');
    await step('pdf', () => runExportBench(db.url, 'pdf'), 'export');
    await step('budgets', async () => ({ rows: runWebBudgets(), missing: webBuildMissing() }));
    await step('lighthouse', async () => ({
      rows: await runLighthouse(db.url, db.pool),
      missing: lighthouseMissing(),
    }));
  } finally {
    await db.stop();
  }
  const summary = printSummary(results);
  writeResult('summary', { candidates: results.candidates, rows: summary });
  if (Object.keys(results.failed).length) process.exitCode = 1;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
