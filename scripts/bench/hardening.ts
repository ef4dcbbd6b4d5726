import { holdsUnsafeText } from '../../server/http/rejectUnsafeInput';
import { median } from './formTyping';
import { startServerProcess, tempDataDir } from './serverProcess';
import { signInCookie } from './signIn';

const ROUNDS = 5;
const spread = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;

/** A filing form's worth of body: 40 fields of mixed text, a few nested records. */
function typicalBody(): unknown {
  const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`field${i}`, i % 3 ? `张建国 邯郸市丛台区 ${i} 号` : `1304021985031512${String(i).padStart(2, '0')}`]));
  return { reqseq: 'r-1', data: { ...fields, sqrs: [{ name: '张建国', zjh: '130402198503151231' }, { name: '王淑芬', zjh: '130402198604221245' }] } };
}

/** Microseconds per call of fn, the median of a timed loop. */
function microsPerCall(fn: () => unknown, calls = 20_000): number {
  const started = performance.now();
  for (let i = 0; i < calls; i++) fn();
  return ((performance.now() - started) * 1000) / calls;
}

/**
 * Issue 11's costs: the NUL/control-character scan every request body now goes through (peer:
 * JSON.parse of the same body, which every request already pays), and a whole sign-in now that
 * the code exchange goes over the platform's HTTP API (peer: a /healthz round trip).
 */
export async function benchHardening(port: number): Promise<Record<string, string>> {
  const body = typicalBody();
  const text = JSON.stringify(body);
  const scans: number[] = [];
  const parses: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    scans.push(microsPerCall(() => holdsUnsafeText(body)));
    parses.push(microsPerCall(() => JSON.parse(text)));
  }

  const server = await startServerProcess(port, tempDataDir());
  const signIns: number[] = [];
  const health: number[] = [];
  try {
    await signInCookie(server.url, 'demo-verified'); // first use: the app token and ticket, JIT warm-up
    for (let round = 0; round < 15; round++) {
      let started = performance.now();
      await signInCookie(server.url, 'demo-verified');
      signIns.push(performance.now() - started);
      started = performance.now();
      await (await fetch(`${server.url}/healthz`)).text();
      health.push(performance.now() - started);
    }
  } finally {
    await server.stop();
  }
  return {
    [`input scan of a ${text.length}-byte body (µs, median of ${ROUNDS}; spread)`]: `${median(scans).toFixed(1)} (${spread(scans)})`,
    [`  peer: JSON.parse of the same body (µs)`]: `${median(parses).toFixed(1)} (${spread(parses)})`,
    ['sign-in, 401 to session cookie, code exchanged over HTTP (ms, median of 15; spread)']: `${median(signIns).toFixed(1)} (${spread(signIns)})`,
    ['  peer: /healthz round trip (ms)']: `${median(health).toFixed(1)} (${spread(health)})`,
  };
}
