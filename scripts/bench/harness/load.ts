import fs from 'node:fs';
import type { Db } from '../../../server/db/database';

/** The value below which a share `p` of the values fall (nearest rank). */
export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

/** Runs `count` jobs, `limit` at a time. */
export async function pool(count: number, limit: number, job: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await job(next++);
    }),
  );
}

/** `count` citizens with complete profiles, written straight into the database (signing up is not what a bench measures). */
export async function seedCitizens(db: Db, run: string, count: number): Promise<string[]> {
  const openids = Array.from({ length: count }, (_, i) => `bench-${run}-${i}`);
  for (let at = 0; at < openids.length; at += 250) {
    await db
      .insertInto('users')
      .values(
        openids.slice(at, at + 250).map((openid, i) => ({
          openid,
          appid: 'wxdemo0000hall',
          nickname: openid,
          headimgurl: '',
          name: '测试用户',
          cardnum: `13040219900101${String(at + i).padStart(4, '0')}`,
          phone: `150${run.slice(-2)}${String(at + i).padStart(6, '0')}`,
          profile_refreshed_at: new Date(),
          created_at: new Date(),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  return openids;
}

/** A process's resident memory in MB, from /proc (Linux); 0 once it has gone. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** Samples the processes' resident memory every `everyMs` until stopped; answers each one's highest, in MB. */
export function watchRss(pids: number[], everyMs = 200): { stop(): number[] } {
  const highest = pids.map(() => 0);
  const sample = () => pids.forEach((pid, i) => (highest[i] = Math.max(highest[i]!, rssMb(pid))));
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return highest.map((mb) => Math.round(mb));
    },
  };
}
