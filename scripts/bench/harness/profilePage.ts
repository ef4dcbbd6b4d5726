import { chromium } from 'playwright-core';
import { CHROMIUM } from '../../../tests/support/phoneBrowser';
import { fileDraft } from '../lighthouse';
import { signInCookie } from '../signIn';
import { startServerProcess, tempDataDir } from '../serverProcess';

/**
 * Where a page's main thread goes on first load (4x CPU slowdown, as Lighthouse's mobile default):
 * a CPU profile's self time by function and by script, the LCP element and its time, and each
 * request's start and end. A diagnostic, not a bench: `npx tsx scripts/bench/harness/profilePage.ts /path?{draft}`.
 */
interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: unknown }
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const named = events.filter((e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain');
  // The renderer whose main thread ran the most tasks is the page's.
  let best = { pid: 0, tid: 0, n: -1 };
  for (const t of named) {
    const n = events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask').length;
    if (n > best.n) best = { pid: t.pid, tid: t.tid, n };
  }
  return best;
}
interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }

const paths = process.argv.slice(2);
const port = 39_600 + Math.floor(Math.random() * 300);
const server = await startServerProcess(port, tempDataDir());
try {
  const cookie = await signInCookie(server.url, 'demo-verified');
  const draft = await fileDraft(server.url, cookie);
  const browser = await chromium.launch(CHROMIUM);
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name: name!, value: value!, url: server.url }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const events: TraceEvent[] = [];
    const session = cdp as unknown as { on(event: string, listener: (payload: { value: TraceEvent[] }) => void): void; once(event: string, listener: () => void): void };
    session.on('Tracing.dataCollected', (payload) => events.push(...payload.value));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'toplevel', 'blink.user_timing', 'loading', '__metadata'] },
    });
    const t0 = Date.now();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: unknown[]; __long: unknown[] };
      w.__lcp = [];
      w.__long = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element; size: number; url: string })[]) {
          w.__lcp.push({ t: Math.round(e.startTime), size: e.size, url: e.url, el: e.element ? `${e.element.tagName}.${e.element.className} "${(e.element.textContent ?? '').slice(0, 40)}"` : '?' });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push({ t: Math.round(e.startTime), d: Math.round(e.duration) });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(server.url + path.replace('{draft}', draft), { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number } };
    const info = await page.evaluate(() => {
      const w = window as unknown as { __lcp: unknown[]; __long: unknown[] };
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const res = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.transferSize}B ${r.name.replace(location.origin, '').slice(0, 90)}`);
      const paint = performance.getEntriesByType('paint').map((p) => `${p.name} ${Math.round(p.startTime)}`);
      return { lcp: w.__lcp, long: w.__long, res, paint, dcl: Math.round(nav.domContentLoadedEventEnd) };
    });
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<string, number>();
    const byScript = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const node = byId.get(id)!;
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      const f = node.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
      self.set(key, (self.get(key) ?? 0) + dt);
      const script = f.url ? f.url.split('/').pop()! : f.functionName;
      byScript.set(script, (byScript.get(script) ?? 0) + dt);
    });
    // inclusive time per function (each sample counted once per distinct frame on its stack)
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    const incl = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i] ?? 0) / 1000;
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const f = byId.get(cur)!.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
        if (seen.has(key)) continue;
        seen.add(key);
        incl.set(key, (incl.get(key) ?? 0) + dt);
      }
    });
    const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0).padStart(6)} ms  ${k}`).join('\n');
    console.log(`\n=== ${path}  (wall ${Date.now() - t0} ms)`);
    console.log('paint', info.paint.join(', '), 'DCL', info.dcl);
    console.log('LCP entries', JSON.stringify(info.lcp));
    console.log('long tasks', JSON.stringify(info.long));
    console.log('requests\n  ' + info.res.join('\n  '));
    console.log('--- self time by script\n' + top(byScript, 15));
    console.log('--- self time by function\n' + top(self, 30));
    console.log('--- inclusive time by function\n' + top(incl, 60));
    console.log('--- main-thread tasks over 30 ms (start relative to navigation, ms at 4x): self time of what they hold');
    const main = mainThread(events);
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart' || e.name === 'TracingStartedInBrowser');
    const origin = events.filter((e) => e.name === 'navigationStart').at(-1)?.ts ?? nav?.ts ?? 0;
    const tasks = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > 30_000);
    for (const task of tasks) {
      const inside = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur! && e !== task);
      const selfOf = new Map<string, number>();
      for (const e of inside) {
        const kids = inside.filter((k) => k !== e && k.ts >= e.ts && k.ts + (k.dur ?? 0) <= e.ts + e.dur! && !inside.some((m) => m !== e && m !== k && m.ts >= e.ts && m.ts + (m.dur ?? 0) <= e.ts + e.dur! && k.ts >= m.ts && k.ts + (k.dur ?? 0) <= m.ts + m.dur!));
        const own = (e.dur ?? 0) - kids.reduce((sum, k) => sum + (k.dur ?? 0), 0);
        const label = e.name === 'EvaluateScript' || e.name === 'v8.compile' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule' ? `${e.name} ${String((e.args as { data?: { url?: string } } | undefined)?.data?.url ?? '').split('/').pop()}` : e.name;
        selfOf.set(label, (selfOf.get(label) ?? 0) + own);
      }
      const parts = [...selfOf].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${(v / 1000).toFixed(0)}`).join(', ');
      console.log(`  @${((task.ts - origin) / 1000).toFixed(0)} ${(task.dur! / 1000).toFixed(0)} ms: ${parts}`);
    }
    const longest = [...tasks].sort((a, b) => b.dur! - a.dur!)[0];
    if (longest) {
      const inWindow = new Map<string, number>();
      let at = profile.startTime;
      profile.samples.forEach((id, i) => {
        at += profile.timeDeltas[i] ?? 0;
        if (at < longest.ts || at > longest.ts + longest.dur!) return;
        const dt = (profile.timeDeltas[i] ?? 0) / 1000;
        const seen = new Set<string>();
        for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
          const f = byId.get(cur)!.callFrame;
          const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
          if (seen.has(key)) continue;
          seen.add(key);
          inWindow.set(key, (inWindow.get(key) ?? 0) + dt);
        }
      });
      console.log(`--- inclusive time in the longest task (${(longest.dur! / 1000).toFixed(0)} ms)\n` + top(inWindow, Number(process.env.TOP ?? 120)));
    }
    await context.close();
  }
  await browser.close();
} finally {
  await server.stop();
}
