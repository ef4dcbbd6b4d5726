import crypto from 'node:crypto';
import { expect } from 'vitest';
import { serverMemo } from './serverMemo';
import { signInStaff, type StaffClient } from './staffClient';

const signedIn = serverMemo<Promise<StaffClient>>();

/** A demo staff member of the seed (password `<username>-2026`), signed in once per server. */
export function demoStaff(baseUrl: string, name: 'acceptance' | 'reviewer' | 'reviewer2' | 'registrar' | 'certificate'): Promise<StaffClient> {
  const key = `${baseUrl} ${name}`;
  if (!signedIn.has(key)) signedIn.set(key, signInStaff(baseUrl, `demo-${name}`, `demo-${name}-2026`));
  return signedIn.get(key)!;
}

/** One stage action that must succeed (docs/decisions/0050). */
export async function stageAction(baseUrl: string, who: Parameters<typeof demoStaff>[1], id: string, stage: string, action: string, body: Record<string, unknown> = {}) {
  const answer = await (await demoStaff(baseUrl, who)).post(`/staff/api/review/applications/${id}/${action}`, { requestId: crypto.randomUUID(), stage, ...body });
  expect(answer.status, `${stage} ${action}: ${JSON.stringify(answer.body)}`).toBe(200);
}

/**
 * The back office decides a submitted application: approve takes it through acceptance and both
 * reviews (shzt 10); reject refuses it at acceptance with the two opinions (shzt 21, the 驳回 tab).
 */
export async function decide(baseUrl: string, id: string, outcome: 'approve' | 'reject', opinions: { sh_xmsl_yj?: string; sh_qjdc_yj?: string } = {}) {
  if (outcome === 'reject') return stageAction(baseUrl, 'acceptance', id, 'acceptance', 'reject', { opinions: { sh_xmsl_yj: '', sh_qjdc_yj: '', ...opinions } });
  await stageAction(baseUrl, 'acceptance', id, 'acceptance', 'accept');
  await stageAction(baseUrl, 'reviewer', id, 'firstReview', 'approve');
  await stageAction(baseUrl, 'reviewer2', id, 'secondReview', 'approve');
}
