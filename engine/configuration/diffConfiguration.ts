import type { ConfigChange } from '../contract/staff/configuration';
import { diffCentres } from './diffCentres';
import { diffDictionaries } from './diffDictionaries';
import { diffFiles } from './diffFiles';
import { diffForms } from './diffForms';
import { diffRouting } from './diffRouting';
import { diffTexts } from './diffTexts';

/** Everything that differs between two versions' files, as an administrator names it: files, forms and fields, dictionaries, routing rows, centres, texts. */
export function diffConfiguration(before: Record<string, unknown>, after: Record<string, unknown>): ConfigChange[] {
  return [diffFiles, diffForms, diffDictionaries, diffRouting, diffCentres, diffTexts].flatMap((diff) => diff(before, after));
}
