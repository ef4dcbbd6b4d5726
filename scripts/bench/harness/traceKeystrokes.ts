import type { CDPSession, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
}

/** Work the page's main thread does for a keystroke (outermost of these is counted, nested ones are inside). */
const WORK = new Set([
  'EventDispatch',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'HitTest',
  'IntersectionObserverController::computeIntersections',
  'EvaluateScript',
  'v8.run',
  'MajorGC',
  'MinorGC',
  'V8.GCScavenger',
  'V8.GC_MC_BACKGROUND_MARKING',
]);

async function collectTrace(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const session = cdp as unknown as {
    on(event: string, listener: (payload: { value: TraceEvent[] }) => void): void;
    off(event: string, listener: (payload: { value: TraceEvent[] }) => void): void;
    once(event: string, listener: () => void): void;
  };
  const onData = (payload: { value: TraceEvent[] }) => {
    events.push(...payload.value);
  };
  session.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'toplevel', '__metadata'] },
  });
  await during();
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  session.off('Tracing.dataCollected', onData);
  return events;
}

/**
 * Types `keys` into the focused field one key at a time (each key given `gapMs` to finish) while
 * tracing, and returns the page's main-thread work per keystroke in ms: the outermost page-work
 * slices (event dispatch, script, style, layout, paint, commit, GC) on the renderer main thread,
 * from one keydown to the next. The DevTools protocol's own tasks are not page work and are left
 * out, so a plain <input> costs what Chromium spends on it, not what the harness spends driving it.
 */
export async function traceKeystrokes(page: Page, cdp: CDPSession, keys: string, gapMs = 120): Promise<number[]> {
  const events = await collectTrace(cdp, async () => {
    for (const key of keys) {
      await page.keyboard.press(key);
      await page.waitForTimeout(gapMs);
    }
  });
  const keydowns = events.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'keydown');
  const main = keydowns[0];
  if (!main) throw new Error('no keydown seen in the trace');
  const onMain = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && WORK.has(event.name) && typeof event.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // Outermost slices only.
  const outer: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of onMain) {
    if (event.ts >= end) {
      outer.push(event);
      end = event.ts + (event.dur ?? 0);
    }
  }
  const starts = keydowns.filter((event) => event.pid === main.pid && event.tid === main.tid).map((event) => event.ts);
  return starts.map((start, index) => {
    const stop = starts[index + 1] ?? Infinity;
    return outer.filter((event) => event.ts >= start && event.ts < stop).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  });
}

