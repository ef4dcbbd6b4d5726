import { checkApplication } from '../../engine/application/checkApplication';
import { completeMortgageApplication } from '../../engine/application/testApplication';
import { createRuntimeValidators } from '../../engine/validation/runtimeValidators';
import { loadTestRegistry } from '../../engine/validation/testing';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The check call's engine work, server-side: checkApplication on a complete first-mortgage
 * application with 10 parties (target under 2 ms), and with 1 party as the peer measured in the
 * same rounds. Validators compiled and forms resolved once first (as in a running server). Five
 * interleaved rounds of 200 calls each; the figure is the median round, with the spread of the rounds.
 */
export async function benchCheckApplication(): Promise<Record<string, string>> {
  const registry = loadTestRegistry();
  const options = { validators: createRuntimeValidators() };
  const ten = completeMortgageApplication(10);
  const one = completeMortgageApplication(1);
  for (const snapshot of [ten, one]) {
    const answer = checkApplication(registry, snapshot, options);
    if (!answer.ok) throw new Error(`bench application is not complete: ${answer.message}`);
  }
  const perCall = (snapshot: typeof ten) => {
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) checkApplication(registry, snapshot, options);
    return (performance.now() - started) / 200;
  };
  for (let i = 0; i < 3; i += 1) perCall(ten);
  const rounds = { ten: [] as number[], one: [] as number[] };
  for (let round = 0; round < 5; round += 1) {
    rounds.ten.push(perCall(ten));
    rounds.one.push(perCall(one));
  }
  const show = (values: number[]) => `${median(values).toFixed(3)} ms (rounds ${Math.min(...values).toFixed(3)}–${Math.max(...values).toFixed(3)})`;
  return {
    'checkApplication, 10 parties (target < 2 ms)': show(rounds.ten),
    'checkApplication, 1 party (peer)': show(rounds.one),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await benchCheckApplication());
