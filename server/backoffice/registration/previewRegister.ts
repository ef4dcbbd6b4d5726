import { effectFor } from '../../../engine/registration/effectFor';
import { pathTitle } from '../../../engine/registration/pathTitle';
import { resolveEffect } from '../../../engine/registration/resolveEffect';
import { maskSensitiveText } from '../../../engine/masking/maskSensitiveText';
import type { StaffMessageKey } from '../../../engine/i18n/translateStaff';
import type { WorkflowConfig } from '../../../engine/schemas/types';
import type { Db } from '../../db/database';
import { refuseStaff } from '../../domain/refusal';
import type { SchemaService } from '../../schemas/service';
import { createFilingRepository } from '../../applications/repository';
import type { StaffTranslate } from '../shared/staffMessages';

export type RegisterPreview = import('../../../engine/contract/staff/review').RegisterPreview;

/** A value as one line: a list's items joined, an item's values (a holder: name and number; a notice: its kind and holder) in turn. */
const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join('、');
  if (value && typeof value === 'object') return Object.values(value).filter(Boolean).map(textOf).join(' ');
  return String(value ?? '');
};

/** The effect's values as labelled lines, nested values (the mortgage) by their own names. */
function linesOf(values: Record<string, unknown>, translate: StaffTranslate): RegisterPreview['lines'] {
  return Object.entries(values).flatMap(([field, value]) => {
    if (field === 'kind' || value === undefined || value === '') return [];
    if (value && typeof value === 'object' && !Array.isArray(value)) return linesOf(value as Record<string, unknown>, translate);
    const key = `staff.review.preview.${field}` as StaffMessageKey;
    const label = translate(key);
    return [{ field, label: label === key ? field : label, text: maskSensitiveText(textOf(value)) }];
  });
}

/**
 * What 登簿 would write in the register, read as 登簿 reads it and written nowhere (docs/decisions/0072):
 * the business's configured effect resolved from the application's records (the same engine steps as
 * writeRegister), so the registrar sees it before confirming. Whether the register still takes it is
 * judged at 登簿 itself, under the certificate's lock.
 */
export async function previewRegister(db: Db, schemas: Pick<SchemaService, 'snapshot'>, workflow: WorkflowConfig, applicationId: string, translate: StaffTranslate): Promise<RegisterPreview> {
  const found = await createFilingRepository(db).findWithRecords(applicationId);
  if (!found?.app.submitted_at) refuseStaff('notFound', 'staff.review.notFound');
  const configured = effectFor(workflow.registration, found.app.prodefid);
  if (!configured) return { kind: null, lines: [] };
  const kindKey = `staff.review.preview.kind.${configured.kind}` as StaffMessageKey;
  const kind = translate(kindKey) === kindKey ? configured.kind : translate(kindKey);
  const resolved = resolveEffect(configured, found.records);
  if ('missing' in resolved) return { kind, lines: [], missing: pathTitle(schemas.snapshot().registry.forms, resolved.missing) };
  return { kind, lines: linesOf(resolved.effect as unknown as Record<string, unknown>, translate) };
}
