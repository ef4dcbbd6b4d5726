const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The China day of an instant ('YYYY-MM-DD'), its hour, and where the day `days` after it begins. */
export const chinaDay = (at: Date, days = 0) => {
  const date = new Date(at.getTime() + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
  return { date, hour: new Date(at.getTime() + CHINA_OFFSET_MS).getUTCHours(), start: new Date(`${date}T00:00:00+08:00`) };
};
