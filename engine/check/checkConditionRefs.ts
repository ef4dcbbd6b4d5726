import { pointer, type Problem } from './types';

/** Every named condition ({"ref": name}) in a file names one of the routing table's conditions. */
export function checkConditionRefs(file: string, json: unknown, names: ReadonlySet<string>, at = ''): Problem[] {
  if (Array.isArray(json)) return json.flatMap((item, index) => checkConditionRefs(file, item, names, `${at}${pointer(index)}`));
  if (typeof json !== 'object' || json === null) return [];
  const ref = (json as { ref?: unknown }).ref;
  if (typeof ref === 'string' && Object.keys(json).length === 1) {
    return names.has(ref) ? [] : [{ file, pointer: `${at}/ref`, reason: `unknown condition "${ref}" (not in the routing table's conditions)` }];
  }
  return Object.entries(json).flatMap(([key, item]) => checkConditionRefs(file, item, names, `${at}${pointer(key)}`));
}
