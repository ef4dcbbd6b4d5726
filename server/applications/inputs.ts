import { z } from 'zod';
import { isSavetype } from '../../engine/vocabulary/isSavetype';
import { textField } from '../http/fields';
import type { SchemaService } from '../schemas/service';

/**
 * Request bodies of the application core. The spec names the application `proinstid` in saves,
 * `slsqId` in getApply and `id` in revokeApply; every call takes any of them.
 */
const id = textField(64).pipe(z.string().min(1));

export const applicationBody = z
  .object({ proinstid: id.optional(), slsqId: id.optional(), id: id.optional() })
  .transform((body, ctx) => {
    const value = body.proinstid ?? body.slsqId ?? body.id;
    if (!value) {
      ctx.addIssue({ code: 'custom', path: ['proinstid'], message: 'missing', input: undefined });
      return z.NEVER;
    }
    return value;
  });

/** A JSON object that may arrive as a JSON string (form-encoded bodies). */
const jsonObject = z.preprocess((value) => parseJsonText(value), z.record(z.string(), z.unknown()));

function parseJsonText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

const oneOf = <T extends string>(values: readonly [T, ...T[]]) => z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.enum(values));

export const createBody = z.object({
  prodefid: textField(32).pipe(z.string().min(1)),
  appointment: oneOf(['0', '1']).default('0'),
  xzqdm: textField(6).pipe(z.string().regex(/^\d{6}$/)),
});

const flag = z.preprocess((value) => (value === 'true' || value === true ? true : value === 'false' || value === false ? false : value), z.boolean());

export const listBody = z.object({
  tab: z.coerce.number().int().min(0).max(3).optional(),
  shzt: z.coerce.number().int().min(-1).max(99).optional(),
  yytype: flag.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  rows: z.coerce.number().int().min(1).max(50).default(15),
});

export const personBody = z.object({ proposerinfo: jsonObject, type: textField(8).optional() });

export const unitsBody = z.object({
  fwxxs: z.preprocess((value) => parseJsonText(value), z.array(z.record(z.string(), z.unknown())).min(1).max(50)),
});

/**
 * The rights record's save and delete bodies of the schema service handed in (deps.schemas): a
 * savetype the vocabulary knows (its SAVETYPE dictionary), read when the request comes, so an edit
 * is live.
 */
export function rightsBodies(schemas: Pick<SchemaService, 'snapshot'>) {
  const savetype = textField(8).refine((code) => isSavetype(schemas.snapshot().registry, code));
  const rightsBody = z
    .object({
      savetype,
      reqData: jsonObject.optional(),
      qlxxs: z.preprocess((value) => parseJsonText(value), z.array(z.record(z.string(), z.unknown())).min(1).max(1)).optional(),
    })
    .transform((body, ctx) => {
      const record = body.reqData ?? body.qlxxs?.[0];
      if (!record) {
        ctx.addIssue({ code: 'custom', path: ['reqData'], message: 'missing', input: undefined });
        return z.NEVER;
      }
      return { savetype: body.savetype, record };
    });
  return { rightsBody, rightsDeleteBody: z.object({ savetype: savetype.optional() }) };
}

export const partyIdBody = z.object({ sqrid: id.optional(), sqr_id: id.optional() }).transform((body, ctx) => {
  const value = body.sqrid ?? body.sqr_id;
  if (!value) {
    ctx.addIssue({ code: 'custom', path: ['sqrid'], message: 'missing', input: undefined });
    return z.NEVER;
  }
  return value;
});

export const unitIdBody = z.object({ fwxxid: id });

export const czfsBody = z.object({ czfs: textField(8).pipe(z.string().min(1)) });

export const prodefBody = z.object({ prodefid: textField(32).pipe(z.string().min(1)) });

export const typeBody = z.object({ djlx: textField(8).pipe(z.string().min(1)), qllx: textField(8).default(''), applicantType: oneOf(['1', '2']).optional() });

/** searchBdcdyInfoByBdcqzh: a certificate number as printed, e.g. 冀(2019)邯郸市不动产权第0016875号. */
export const certificateNumberBody = z.object({ bdcqzh: textField(64).pipe(z.string().trim().min(1)) });
