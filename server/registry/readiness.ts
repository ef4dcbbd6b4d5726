/**
 * When a new certificate's floor-plan and parcel images and its ownership status become
 * available (spec 000 section 4): images within three working days of issue, ownership info
 * five minutes after issue. Working days skip Saturdays and Sundays (China Standard Time).
 */
export const OWNERSHIP_DELAY_MS = 5 * 60_000;
const CST_OFFSET_MS = 8 * 3_600_000;

export function addWorkingDays(from: Date, days: number): Date {
  const result = new Date(from.getTime());
  let added = 0;
  while (added < days) {
    result.setTime(result.getTime() + 86_400_000);
    const weekday = new Date(result.getTime() + CST_OFFSET_MS).getUTCDay();
    if (weekday !== 0 && weekday !== 6) added++;
  }
  return result;
}

export function imagesReady(issuedAt: Date, now = new Date()): boolean {
  return now.getTime() >= addWorkingDays(issuedAt, 3).getTime();
}

export function ownershipReady(issuedAt: Date, now = new Date()): boolean {
  return now.getTime() >= issuedAt.getTime() + OWNERSHIP_DELAY_MS;
}
