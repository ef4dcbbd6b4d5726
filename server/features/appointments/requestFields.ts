import type { Request } from 'express';
import { z } from 'zod';
import { textField } from '../../http/fields';

/** Bodies of GET calls come in the query, of POST calls in the body (JSON or form). */
export const input = (req: Request): unknown => (req.method === 'GET' ? req.query : req.body);

const id = textField(80).pipe(z.string().min(1));

/**
 * The chosen area, process, calendar and time of a booking are objects (spec 001 section 3): sent
 * as an object in JSON, as its JSON text in a form, or as the bare id. Answers the id.
 */
export function chosen(key: string) {
  return z.preprocess((value) => {
    let object = value;
    if (typeof value === 'string' && value.trim().startsWith('{')) {
      try {
        object = JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }
    if (object && typeof object === 'object') {
      const record = object as Record<string, unknown>;
      return record[key] ?? (key === 'timeId' ? record.countId : undefined);
    }
    return value;
  }, id);
}

/** addByWlsh / addByWlsh_wx, form-encoded (spec 001 section 7.2). Name, ID and phone come from the profile. */
export const bookingBody = z.object({
  area: chosen('areaId').optional(),
  process: chosen('processId').optional(),
  calendar: chosen('calendarId').optional(),
  time: chosen('timeId'),
  wlsh: textField(64).optional(),
  xzqdm: textField(6).optional(),
});

/** addApmCount of the single-page variant: the slot is countId. */
export const singlePageAppointmentBody = z.object({ countId: id, calendarId: id.optional() });

export const orderKeyQuery = z
  .object({ id: id.optional(), wlsh: textField(64).optional(), serial: textField(32).optional() })
  .refine((query) => Boolean(query.id) || Boolean(query.wlsh) || Boolean(query.serial), { path: ['id'], message: 'required' });

/** An order's id: random text since migration 0008 (docs/decisions/0036). */
export const idBody = z.object({ id });

export const calendarIdBody = z.object({ calendarId: id });

export const optionalPlace = z.object({ areaId: id.optional(), processId: id.optional() });

export const xzqdmQuery = z.object({ xzqdm: textField(6).pipe(z.string().regex(/^\d{6}$/)) });

// Without a region, the registry's own (REGISTRY_REGION_CODE): the route fills it in.
export const downloadsBody = z.object({ xzqdm: textField(6).pipe(z.string().regex(/^\d{6}$/)).optional(), searchValue: textField(50).default('') });

export const aliasQuery = z.object({ name: textField(80).pipe(z.string().min(1)) });

export const proinstQuery = z.object({ proinstid: textField(64).optional(), prolsh: textField(64).optional() });
