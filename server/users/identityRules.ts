import type { MessageKey } from '../../engine/i18n/translate';
import { isChineseName } from '../../engine/validation/chinese';
import { isIdCard } from '../../engine/validation/idCard';
import { isMobilePhone } from '../../engine/validation/mobile';
import { HttpError } from '../http/httpError';
import type { UserRow } from './userRepository';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** Personal accounts (usertype 0) need the real-name check; enterprise accounts are verified by the registry. */
export function needsRealName(user: Pick<UserRow, 'usertype'>): boolean {
  return user.usertype !== '1';
}

const format = (tr: Translate, typeKey: MessageKey) => tr('validation.format', { name: tr(typeKey) });

/**
 * Name and ID number as the profile and the face check take them: both required ('please fill in
 * name and ID number first'); a person's name is 2 to 6 Chinese characters and the ID number passes
 * the check-digit rule; an enterprise gives its name and its unified social credit code.
 */
export function checkNameAndId(name: string, cardnum: string, usertype: string, tr: Translate): void {
  if (!name || !cardnum) throw new HttpError(400, tr('account.fillNameAndId'));
  if (usertype === '1') {
    if (name.length < 2 || name.length > 50) throw new HttpError(400, format(tr, 'validation.type.cnName'));
    if (!/^[0-9A-Za-z]{8,30}$/.test(cardnum)) throw new HttpError(400, format(tr, 'validation.type.idcard'));
    return;
  }
  if (!isChineseName(name)) throw new HttpError(400, format(tr, 'validation.type.cnName'));
  if (!isIdCard(cardnum)) throw new HttpError(400, format(tr, 'validation.type.idcard'));
}

/** The China-mobile format check of the phone field. */
export function checkPhone(phone: string, tr: Translate): void {
  if (!isMobilePhone(phone)) throw new HttpError(400, format(tr, 'validation.type.mobile'));
}
