import type { MessageKey } from '../../engine/i18n/translate';
import type { StaffMessageKey } from '../../engine/i18n/translateStaff';

/**
 * Why a service says no, in the domain's terms (docs/decisions/0047). The service names the kind
 * and the reason (a message key and its parameters); one handler (http/refusalAnswer.ts) turns the
 * kind into a status and the reason into the citizen's language. Services never see HTTP or a
 * translator. 'unauthenticated': the caller is not signed in as the call needs (no session, a
 * wrong password, a role this session has not passed the second factor for: docs/decisions/0076).
 */
export type RefusalKind = 'invalid' | 'unauthenticated' | 'notFound' | 'forbidden' | 'conflict' | 'tooLarge' | 'tooMany' | 'unavailable';

/** The envelope's failure codes (contract): 'session' (-1) for a missing or expired session, otherwise the family's plain failure. */
export type FailureCode = 'failure' | 'session';

export type MessageParams = Record<string, string | number>;
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/**
 * A reason whose words come from elsewhere in the citizen's language: the engine's check of a form
 * (its field labels, its rules' own messages) is run again with the citizen's translator.
 */
export type Explanation = (translate: Translator) => string;

/** The staff side's translator: the staff catalogue (schemas/messages/staff/) in the member's language. */
export type StaffTranslator = (key: StaffMessageKey, params?: MessageParams) => string;

/** A staff-side reason whose words come from elsewhere (the register's own refusal of a 登簿). */
export type StaffExplanation = (translate: StaffTranslator) => string;

export interface RefusalExtras {
  /** Whose catalogue the reason is worded in: the staff's for the back office (docs/decisions/0067), else the citizen's. */
  catalogue?: 'staff';
  /** The envelope's failure code when it is not the plain one (contract). */
  code?: FailureCode;
  /** Data the contract answers with the failure; a function when it holds words. */
  data?: unknown;
}

/** R: the citizen's reason (a key of their catalogue, or an explanation) unless refuseStaff raised it with the staff's. */
export class DomainRefusal<R extends string | ((translate: never) => string) = MessageKey | Explanation> extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly reason: R,
    readonly params: MessageParams = {},
    readonly extras: RefusalExtras = {},
  ) {
    super(typeof reason === 'string' ? reason : kind);
  }
}

/** Refuses: nothing has been changed (a transaction around it rolls back). */
export function refuse(kind: RefusalKind, reason: MessageKey | Explanation, params?: MessageParams, extras?: RefusalExtras): never {
  throw new DomainRefusal(kind, reason, params, extras);
}

/** Refuses on the staff side: the same refusal, worded from the staff catalogue in the member's language (docs/decisions/0067). */
export function refuseStaff(kind: RefusalKind, reason: StaffMessageKey | StaffExplanation, params?: MessageParams, extras?: Omit<RefusalExtras, 'catalogue'>): never {
  throw new DomainRefusal<StaffMessageKey | StaffExplanation>(kind, reason, params, { ...extras, catalogue: 'staff' });
}
