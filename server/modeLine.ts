import type { Env } from './config/env';

/** The one line that says, at every start, which mode the hall runs in and what that means. */
export function modeLine(env: Env, url: string): string {
  if (env.HALL_MODE === 'demo') {
    return `demo mode at ${url}: ${env.EMULATION ? 'emulated messaging app, ' : ''}demo users, loopback only (HALL_MODE=deployment for a real service)`;
  }
  return `deployment mode at ${env.PUBLIC_URL ?? url}: messaging app at ${env.wxApiBase ?? 'the emulator'}, no demo data${env.EMULATION ? ', EMULATION ON' : ''}`;
}
