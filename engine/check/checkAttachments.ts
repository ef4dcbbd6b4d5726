import type { AttachmentConfig, BusinessCatalogue } from '../schemas/types';
import { pointer, type Problem } from './types';

/**
 * Attachment configurations: the id is the file name, group ids are unique, every business listed
 * is in the catalogue and no business is listed by two files; every business of the catalogue has
 * its groups (reported once, on the catalogue).
 */
export function checkAttachments(
  files: ReadonlyArray<{ path: string; config: AttachmentConfig }>,
  catalogue: BusinessCatalogue | undefined,
): Problem[] {
  const problems: Problem[] = [];
  const known = new Set(catalogue?.parents.flatMap((parent) => parent.Prodefs.map((business) => business.id)) ?? []);
  const owner = new Map<string, string>();
  for (const { path, config } of files) {
    const expectedId = path.replace(/^attachments\//, '').replace(/\.json$/, '');
    if (config.id !== expectedId) problems.push({ file: path, pointer: '/id', reason: `id "${config.id}" does not match the file name "${expectedId}"` });
    const groups = new Set<string>();
    config.groups.forEach((group, index) => {
      if (groups.has(group.id)) problems.push({ file: path, pointer: pointer('groups', index, 'id'), reason: `group "${group.id}" listed twice` });
      groups.add(group.id);
    });
    config.businesses.forEach((business, index) => {
      if (catalogue && !known.has(business)) problems.push({ file: path, pointer: pointer('businesses', index), reason: `unknown business "${business}"` });
      const other = owner.get(business);
      if (other) problems.push({ file: path, pointer: pointer('businesses', index), reason: `business "${business}" is also listed by ${other}` });
      owner.set(business, path);
    });
  }
  if (catalogue && files.length) {
    for (const business of known) {
      if (!owner.has(business)) problems.push({ file: 'businesses/catalogue.json', pointer: '', reason: `business "${business}" has no attachment groups (schemas/attachments/)` });
    }
  }
  return problems;
}
