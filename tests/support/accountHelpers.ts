import crypto from 'node:crypto';
import { idCardCheckDigit } from '../../engine/validation/idCard';
import type { TestClient } from './testClient';

/** The retired clerk API's development token (decision 0101): tests show it opens nothing any more. */
export const RETIRED_CLERK_TOKEN = 'dev-clerk-token-0000000000000001';

/** A mainland mobile number nobody else in the run uses (139…, or another three-digit prefix). */
export function randomPhone(prefix = '139'): string {
  return `${prefix}${String(crypto.randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A valid (check-digit) but invented ID number of a person born in 1980–1999. */
export function randomIdNumber(): string {
  const year = 1980 + crypto.randomInt(0, 20);
  const month = String(1 + crypto.randomInt(0, 12)).padStart(2, '0');
  const day = String(1 + crypto.randomInt(0, 28)).padStart(2, '0');
  const first17 = `130402${year}${month}${day}${String(crypto.randomInt(0, 1000)).padStart(3, '0')}`;
  return first17 + idCardCheckDigit(first17);
}

/** The newest code in the emulated SMS inbox of a phone. */
export async function latestSmsCode(client: TestClient, phone: string): Promise<string> {
  const answer = await client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone, format: 'json' });
  const text = answer.body.data[0]?.text ?? '';
  return /验证码为(\d{6})/.exec(text)?.[1] ?? '';
}

/** Runs the emulated JS-SDK face check to its end; answers where the face page sent the browser. */
export async function finishFace(client: TestClient, name: string, idcard: string, outcome: 'success' | 'fail' | 'cancel' | 'error') {
  const posted = await client.post<{ stat: number; data: { user_id_key: string } }>('/wechat/api/outh2/wxJsFacePostInfo', { name, idcard });
  const key = posted.body.data.user_id_key;
  const finished = await client.request('POST', '/wechat/emulator/face/finish', {
    body: new URLSearchParams({ key, outcome, return: '/my/userInfo?type=1' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const location = new URL(finished.headers.get('location') ?? '/', client.baseUrl);
  return { key, status: finished.status, location, verifyResult: location.searchParams.get('verify_result') ?? '' };
}

/** A passed face check for this name and ID number (wxJsFaceCheckRes answered stat 1). */
export async function passFace(client: TestClient, name: string, idcard: string): Promise<void> {
  const { verifyResult } = await finishFace(client, name, idcard, 'success');
  const checked = await client.post<{ stat: number }>('/wechat/api/outh2/wxJsFaceCheckRes', { verify_result: verifyResult });
  if (checked.body.stat !== 1) throw new Error(`face check failed: ${JSON.stringify(checked.body)}`);
}
