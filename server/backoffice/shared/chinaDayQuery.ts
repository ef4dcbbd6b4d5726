import { z } from 'zod';

const DAY_MS = 86_400_000;

/** A China day a staff page asks for (YYYY-MM-DD), as the moment it starts in Asia/Shanghai: the hall's clock, whatever the workstation's. */
export const chinaDayStart = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .transform((value) => new Date(`${value}T00:00:00+08:00`));

/** The last China day asked for, whole: the moment the next one starts (a range's end, exclusive). */
export const chinaDayEnd = chinaDayStart.transform((start) => new Date(start.getTime() + DAY_MS));
