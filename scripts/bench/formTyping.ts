/**
 * Typing bench: median main-thread time per keystroke in a 60-field form, in headless Chromium
 * with the CPU slowed down 4x, for our renderer and for RJSF out of the box (default theme,
 * liveValidate, runtime ajv8), in the same run, on the same schema.
 *
 * Measurement (harness/traceKeystrokes.ts): a Chromium trace while typing; per keystroke the
 * page's main-thread work from one keydown to the next — event dispatch with its script, text
 * editing, style, layout, paint, commit, GC. The DevTools protocol's own tasks (driving the
 * keyboard) are not page work and are left out. A plain <input> page is measured the same way,
 * as the floor any page pays for a keystroke.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { hashJson } from '../../engine/schemas/hashJson';
import { validatorIdOf } from '../../engine/schemas/resolveForm';
import { standaloneModule } from '../build-validators';
import { benchForm } from './formTyping/benchForm';
import { buildHarness, REPO } from './harness/buildHarness';
import { launchChromium } from '../../tests/support/phoneBrowser';
import { serveStatic } from './harness/serveStatic';
import { traceKeystrokes } from './harness/traceKeystrokes';

const WARM_UP = 'warmup';
const TYPED = 'abcdefghijklmnopqrstuvwxy'; // 25 measured keystrokes per page
// Five interleaved rounds (125 keystrokes a variant): with three, one run in nine today fell to 2.6x on a
// single slow page load of one variant; the median of more loads is steadier both ways.
const ROUNDS = 5;
const CPU_SLOWDOWN = 4;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Writes the bench form's precompiled validator where the harness page picks it up. */
function writeBenchValidators(): void {
  const form = benchForm();
  const schema = { $id: validatorIdOf(form.id), ...form.schema };
  const dir = path.join(REPO, '.tmp/bench');
  fs.mkdirSync(dir, { recursive: true });
  const importBase = path.relative(dir, path.join(REPO, 'engine')).split(path.sep).join('/');
  fs.writeFileSync(path.join(dir, 'bench60Validators.ts'), standaloneModule({ form, schema, hash: hashJson(schema), options: {} }, importBase));
}

async function measure(browser: Browser, url: string, selector?: string): Promise<number[]> {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const target = selector ?? (await page.waitForSelector('body[data-ready]'), await page.evaluate(() => document.body.dataset.target ?? ''));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Focus without a mouse: a phone has none, and a resting pointer adds hover hit-tests to every frame.
    await page.focus(target);
    await page.keyboard.type(WARM_UP);
    await page.waitForTimeout(300);
    const samples = await traceKeystrokes(page, cdp, TYPED);
    const typed = await page.inputValue(target);
    if (typed.length !== WARM_UP.length + TYPED.length) throw new Error(`typing did not reach the field (${typed.length} characters)`);
    return samples;
  } finally {
    await context.close();
  }
}

export async function benchFormTyping(): Promise<Record<string, number | string>> {
  writeBenchValidators();
  const out = path.join(REPO, '.tmp/bench/formTyping-dist');
  await buildHarness(path.join(REPO, 'scripts/bench/formTyping'), out);
  fs.writeFileSync(path.join(out, 'bare.html'), '<!doctype html><meta name="viewport" content="width=device-width"><input id="bare">');
  // No CSP here: the stock variant compiles with ajv at run time and needs eval.
  const server = await serveStatic(out);
  const browser = await launchChromium();
  const samples: Record<'bare' | 'engine' | 'stock', number[]> = { bare: [], engine: [], stock: [] };
  try {
    // Interleaved rounds, so a busy moment of the machine falls on all three alike.
    for (let round = 0; round < ROUNDS; round += 1) {
      samples.bare.push(...(await measure(browser, `${server.url}/bare.html`, '#bare')));
      samples.engine.push(...(await measure(browser, `${server.url}/?variant=engine`)));
      samples.stock.push(...(await measure(browser, `${server.url}/?variant=stock`)));
    }
  } finally {
    await browser.close();
    await server.close();
  }
  const [bare, engine, stock] = [median(samples.bare), median(samples.engine), median(samples.stock)];
  const round2 = (value: number) => Number(value.toFixed(2));
  return {
    formTyping_fields: 60,
    formTyping_cpuSlowdown: CPU_SLOWDOWN,
    formTyping_keystrokesPerVariant: samples.engine.length,
    formTyping_engine_msPerKeystroke: round2(engine),
    formTyping_rjsfStock_msPerKeystroke: round2(stock),
    formTyping_speedup: round2(stock / engine),
    // What any page pays Chromium for a keystroke in a text field (editing, caret, frame):
    formTyping_plainInput_msPerKeystroke: round2(bare),
    // The forms' own cost: the same figures less that floor.
    formTyping_engine_netMsPerKeystroke: round2(engine - bare),
    formTyping_rjsfStock_netMsPerKeystroke: round2(stock - bare),
    formTyping_netSpeedup: round2((stock - bare) / Math.max(engine - bare, 0.01)),
    formTyping_engine_within16ms: engine <= 16 ? 'yes' : 'no',
    formTyping_speedup_atLeast3x: stock / engine >= 3 ? 'yes' : 'no',
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  benchFormTyping().then((figures) => console.log(JSON.stringify(figures, null, 2)));
}
