import type { MessageKey } from '../../../engine/i18n/translate';
import { hasIdNumberShape } from '../../../engine/validation/idCard';
import { VERIFY_MAX_BYTES } from '../../../engine/uploads/licenceVerificationLimit';

/** The query form's checks of spec 000 section 5, in order; answers the message key of the first failure. */
export function checkQueryForm(form: { city: string; name: string; id: string; qzh: string }, enterprise: boolean): MessageKey | null {
  if (!form.city || !form.name.trim() || !form.id.trim() || !form.qzh.trim()) return 'registry.fillContent';
  if (!enterprise && !hasIdNumberShape(form.id.trim())) return 'registry.idWrong';
  return null;
}

/** The PDF upload's checks: the name must contain .pdf; at most VERIFY_MAX_BYTES. */
export function checkUploadFile(file: { name: string; size: number }): MessageKey | null {
  if (!file.name.toLowerCase().includes('.pdf')) return 'registry.pdfOnly';
  if (file.size > VERIFY_MAX_BYTES) return 'registry.tooLarge';
  return null;
}
