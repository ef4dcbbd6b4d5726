import type { AttachmentGroup, SchemaRegistry } from '../schemas/types';

/**
 * The attachment groups a business (prodefid) asks for on /upload, in their configured order;
 * undefined when no attachment configuration lists the business.
 */
export function attachmentGroupsFor(registry: SchemaRegistry, prodefid: unknown): AttachmentGroup[] | undefined {
  const id = String(prodefid ?? '');
  for (const config of registry.attachments.values()) if (config.businesses.includes(id)) return config.groups;
  return undefined;
}
