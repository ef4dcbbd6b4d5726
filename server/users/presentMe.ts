import { maskIdNumber } from '../../engine/masking/maskIdNumber';
import { maskPhone } from '../../engine/masking/maskPhone';
import type { UserRow } from './userRepository';

/**
 * The app-wide "me" of spec 000 section 3. ID and phone numbers are masked: this object is shown
 * in the shell and personal centre, not in the owner's own edit form (getYhxx gives those).
 */
export function presentMe(user: UserRow) {
  return {
    openid: user.openid,
    appid: user.appid,
    APPID: user.appid,
    nickname: user.nickname,
    headimgurl: user.headimgurl,
    mobile: maskPhone(user.phone),
    account: user.account ?? '',
    name: user.name ?? '',
    CARDNUM: maskIdNumber(user.cardnum),
    XZQDM: user.xzqdm ?? '',
    usertype: user.usertype,
    isRealNameAuth: user.real_name_auth ? 'true' : 'false',
    realNameAuthentication: user.real_name_auth ? 1 : 0,
  };
}

/** The owner's own profile record (spec 000 section 3, User info), unmasked. */
export function presentOwnUserInfo(user: UserRow) {
  return {
    iswebuser: user.iswebuser ? '1' : '0',
    /** Whether a password is set: the save's dialog lets an empty one keep it (engine/validation/passwordProblem). */
    haspwd: user.password_hash ? '1' : '0',
    name: user.name ?? '',
    nickname: user.nickname,
    cardtype: user.cardtype,
    cardnum: user.cardnum ?? '',
    phone: user.phone ?? '',
    headimagurl: user.headimgurl,
    openid: user.openid,
    appid: user.appid,
    usertype: user.usertype,
    SEX: user.sex ?? '',
  };
}
