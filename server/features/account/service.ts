import type { Locale, MessageKey } from '../../../engine/i18n/translate';
import { refuse } from '../../domain/refusal';
import { FACE_CHECK_VALID_MS, createFaceCheckRepository, type FaceCheckRepository } from '../../users/faceCheckRepository';
import { checkProfileFields, needsRealName } from '../../users/identityRules';
import { presentOwnUserInfo } from '../../users/presentMe';
import { passwordProblem } from '../../../engine/validation/passwordProblem';
import { hashPassword, verifyPassword } from './passwordHash';
import type { PhoneCodes } from '../../sms/phoneCodes';
import { createAccountRepository, type AccountRepository } from '../../users/accountRepository';
import type { SchemaService } from '../../schemas/service';

/** validateUserInfo answers (spec 000 section 5): 0 ok; 1, 2, 4 incomplete; 3 not real-name verified. */
export const PRECHECK = { ok: 0, noNameOrId: 1, noPhone: 2, notRealName: 3, noUser: 4 } as const;

export interface SaveInput {
  name: string;
  cardnum: string;
  phone: string;
  code?: string | undefined;
  password?: string | undefined;
}

/** An optional 86 prefix is accepted and dropped: numbers are stored as 11 digits. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  return /^861\d{10}$/.test(trimmed) ? trimmed.slice(2) : trimmed;
}

/** The profile rules of spec 000 section 5 and the pre-check before protected services. */
export function createAccountService(repository: AccountRepository, faceChecks: FaceCheckRepository, codes: PhoneCodes, schemas: SchemaService) {
  return {
    /** The pre-check's code and, when it is not 0, the reason the citizen reads. */
    async validateUserInfo(openid: string) {
      const user = await repository.findUser(openid);
      const answer = (errcode: number, reason?: MessageKey) => ({ errcode, reason, data: { qlxx_isshow: errcode === 0 ? '1' : '0' } });
      if (!user) return answer(PRECHECK.noUser, 'precheck.incomplete');
      if (!user.name || !user.cardnum) return answer(PRECHECK.noNameOrId, 'precheck.incomplete');
      if (!user.phone) return answer(PRECHECK.noPhone, 'precheck.incomplete');
      if (needsRealName(user) && !user.real_name_auth) return answer(PRECHECK.notRealName, 'precheck.notRealName');
      return answer(PRECHECK.ok);
    },

    /** `locale`: the language of the text message. */
    async sendPhoneCode(openid: string, phone: string, address: string, locale: Locale) {
      const normalised = normalisePhone(phone);
      checkProfileFields(schemas, { usertype: '0', phone: normalised }, ['phone']);
      await codes.send(openid, normalised, address, locale);
    },

    /**
     * Saves name, ID number and phone. Order: name and ID; formats; the real-name rule (an
     * unverified account, or a verified one whose name or ID changes, needs a passed face check for
     * exactly these values); the password; a changed phone needs its SMS code. Nothing is stored
     * unless every rule passes.
     */
    async saveUserInfo(openid: string, input: SaveInput) {
      const user = await repository.findUser(openid);
      if (!user) refuse('notFound', 'errors.userNotFound');
      const name = input.name.trim();
      const cardnum = input.cardnum.trim().toUpperCase();
      const phone = normalisePhone(input.phone);
      checkProfileFields(schemas, { usertype: user.usertype, name, cardnum, phone }, ['name', 'cardnum', 'phone']);

      const identityChanged = name !== (user.name ?? '') || cardnum !== (user.cardnum ?? '');
      const needsFace = needsRealName(user) && (!user.real_name_auth || identityChanged);
      const since = new Date(Date.now() - FACE_CHECK_VALID_MS);
      if (needsFace && !(await faceChecks.hasFaceCheck(openid, name, cardnum, since))) refuse('invalid', 'account.realNameFirst');

      let passwordHash: string | undefined;
      const password = input.password ?? '';
      const problem = passwordProblem(password, { webUser: Boolean(user.iswebuser), hasPassword: Boolean(user.password_hash) });
      if (problem) refuse('invalid', problem);
      if (user.iswebuser && user.password_hash) {
        if (!(await verifyPassword(password, user.password_hash))) refuse('invalid', 'account.webPasswordWrong');
      } else if (password) passwordHash = await hashPassword(password);

      if (phone !== (user.phone ?? '')) {
        if (!input.code) refuse('invalid', 'account.codeRequired');
        await codes.verify(openid, phone, input.code.trim());
      }

      // First registration: the profile was not complete before (a face check may already have set name and ID).
      const firstRegistration = !user.name || !user.cardnum || !user.phone;
      await repository.transaction(async (trx) => {
        // The face check is used in the same transaction as the save: one check, one verification.
        if (needsFace && !(await createFaceCheckRepository(trx).useFaceCheck(openid, name, cardnum, since))) {
          refuse('invalid', 'account.realNameFirst');
        }
        await createAccountRepository(trx).updateProfile(openid, {
          name,
          cardnum,
          phone,
          // Reaching here, a personal account either passed a face check now or was verified and kept its name and ID.
          real_name_auth: needsRealName(user) ? true : user.real_name_auth,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        });
      });
      const saved = (await repository.findUser(openid))!;
      return { message: firstRegistration ? ('account.registered' as const) : ('account.saved' as const), user: presentOwnUserInfo(saved) };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
