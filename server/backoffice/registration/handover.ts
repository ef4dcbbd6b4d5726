import { maskIdNumber } from '../../../engine/masking/maskIdNumber';
import { isIdCard } from '../../../engine/validation/idCard';
import type { Handover } from '../../applications/applicationDocuments';
import { refuseStaff } from '../../domain/refusal';

const WAYBILL = /^[A-Za-z0-9]{8,30}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * How 发证 handed the certificate over, checked (docs/decisions/0075): at the counter, to a named
 * person whose ID card the clerk checked (its number a valid ID number); or by post, to a named
 * person under a waybill number (8–30 letters or digits). Anything else is refused with what is missing.
 */
export function checkHandover(raw: unknown): Handover {
  const form = (raw ?? {}) as Record<string, unknown>;
  const recipient = text(form.recipient);
  if (form.method !== 'counter' && form.method !== 'mail') refuseStaff('invalid', 'staff.documents.handoverMethod');
  if (!recipient || recipient.length > 40) refuseStaff('invalid', 'staff.documents.handoverRecipient');
  if (form.method === 'mail') {
    const waybill = text(form.waybill);
    if (!WAYBILL.test(waybill)) refuseStaff('invalid', 'staff.documents.handoverWaybill');
    return { method: 'mail', recipient, waybill };
  }
  const cardnum = text(form.cardnum).toUpperCase();
  if (form.idChecked !== true) refuseStaff('invalid', 'staff.documents.handoverIdChecked');
  if (!isIdCard(cardnum)) refuseStaff('invalid', 'staff.documents.handoverCardnum');
  // Kept masked: the record says whose card was checked, not the number (docs/decisions/0051).
  return { method: 'counter', recipient, cardnum: maskIdNumber(cardnum) };
}
