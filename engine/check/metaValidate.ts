import Ajv, { type ErrorObject } from 'ajv';
import { META_SCHEMA_FILES, kindOfPath } from '../schemas/schemaKinds';
import { compiledOnce } from './compiledOnce';
import { pointerSegment, type CheckFile, type Problem } from './types';

function problemOf(file: string, error: ErrorObject): Problem {
  let at = error.instancePath;
  let reason = error.message ?? error.keyword;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    at += `/${pointerSegment(String(params.additionalProperty))}`;
    reason = 'unknown property';
  } else if (error.keyword === 'required') {
    reason = `missing required property "${String(params.missingProperty)}"`;
  } else if (error.keyword === 'enum') {
    reason = `${reason}: ${JSON.stringify(params.allowedValues)}`;
  }
  return { file, pointer: at, reason };
}

/**
 * A failing oneOf (the rule language's conditions) makes every branch complain about the same
 * value. Keep only the complaints of the branch that came closest: fewest errors at that value,
 * a branch of the wrong type counting as far off; a branch with none there wins outright.
 */
function pruneOneOf(errors: readonly ErrorObject[]): ErrorObject[] {
  let kept = errors.filter((error) => error.keyword !== 'oneOf');
  const oneOfs = errors.filter((error) => error.keyword === 'oneOf').sort((a, b) => a.instancePath.length - b.instancePath.length);
  for (const oneOf of oneOfs) {
    const prefix = `${oneOf.schemaPath}/`;
    const atLevel = kept.filter((error) => error.instancePath === oneOf.instancePath && error.schemaPath.startsWith(prefix));
    const branchOf = (error: ErrorObject) => Number(error.schemaPath.slice(prefix.length).split('/')[0]);
    const branches = Array.isArray(oneOf.schema) ? oneOf.schema.length : 0;
    const scores = Array.from({ length: branches }, () => 0);
    for (const error of atLevel) {
      const branch = branchOf(error);
      scores[branch] = (scores[branch] ?? 0) + (error.keyword === 'type' && error.schemaPath === `${prefix}${branch}/type` ? 100 : 1);
    }
    const best = scores.length ? scores.indexOf(Math.min(...scores)) : -1;
    kept = kept.filter((error) => !atLevel.includes(error) || branchOf(error) === best);
  }
  return kept;
}

interface MetaSchemas {
  ajv: Ajv;
  /** Meta-schemas ajv refused to add. */
  problems: Problem[];
  /** Each meta-schema's validator (or why it does not compile), compiled on first use. */
  validators: Map<string, ReturnType<Ajv['getSchema']> | Error>;
}

/** The meta-schemas set up so far, by the JSON of the meta files (see compiledOnce). */
const metaSchemasSeen = new Map<string, MetaSchemas | Error>();

function metaSchemasOf(metaFiles: readonly CheckFile[]): MetaSchemas {
  const source = metaFiles.map((file) => [file.path, file.json]);
  return compiledOnce(metaSchemasSeen, source, () => {
    const ajv = new Ajv({ allErrors: true, strict: false, verbose: true });
    const problems: Problem[] = [];
    for (const file of metaFiles) {
      try {
        ajv.addSchema(file.json as object, file.path);
      } catch (error) {
        problems.push({ file: file.path, pointer: '', reason: (error as Error).message });
      }
    }
    return { ajv, problems, validators: new Map() };
  }) as MetaSchemas;
}

/**
 * Validates every file of a kind against its meta-schema (schemas/meta/<kind>.schema.json).
 * The meta-schemas themselves are checked against JSON Schema draft-07 when added. Only the
 * most specific errors are kept (a failing oneOf reports its branches' errors instead).
 */
export function metaValidate(files: readonly CheckFile[]): { problems: Problem[]; passed: Set<string> } {
  const passed = new Set<string>();
  const meta = metaSchemasOf(files.filter((file) => kindOfPath(file.path) === 'meta' && file.json !== undefined));
  const problems: Problem[] = [...meta.problems];
  for (const file of files) {
    if (file.json === undefined) continue;
    const kind = kindOfPath(file.path);
    const metaPath = kind ? META_SCHEMA_FILES[kind] : undefined;
    if (!metaPath) {
      passed.add(file.path);
      continue;
    }
    const validate = compiledOnce(meta.validators, metaPath, () => meta.ajv.getSchema(metaPath));
    if (validate instanceof Error) {
      problems.push({ file: metaPath, pointer: '', reason: validate.message });
      continue;
    }
    if (!validate) {
      problems.push({ file: file.path, pointer: '', reason: `no meta-schema ${metaPath}` });
      continue;
    }
    if (validate(file.json)) {
      passed.add(file.path);
      continue;
    }
    const errors = pruneOneOf(validate.errors ?? []).filter((error) => error.keyword !== 'if');
    // Keep the deepest errors: they name the actual problem, not the objects around it.
    const chosen = errors.filter((error) => !errors.some((other) => other !== error && other.instancePath.startsWith(`${error.instancePath}/`)));
    const seen = new Set<string>();
    for (const error of chosen.length ? chosen : errors) {
      const problem = problemOf(file.path, error);
      const key = `${problem.pointer} ${problem.reason}`;
      if (!seen.has(key)) problems.push(problem);
      seen.add(key);
    }
  }
  return { problems, passed };
}
