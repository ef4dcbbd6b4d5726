import type { MessageKey } from '../../engine/i18n/translate';
import type { FailureCode } from '../http/envelope';

/**
 * Why a service says no, in the domain's terms (docs/decisions/0047). The service names the kind
 * and the reason (a message key and its parameters); one handler (http/refusalAnswer.ts) turns the
 * kind into a status and the reason into the citizen's language. Services never see HTTP or a
 * translator.
 */
export type RefusalKind = 'invalid' | 'notFound' | 'forbidden' | 'conflict' | 'tooLarge' | 'tooMany' | 'unavailable';

export type MessageParams = Record<string, string | number>;
export type Translator = (key: MessageKey, params?: MessageParams) => string;

/**
 * A reason whose words come from elsewhere in the citizen's language: the engine's check of a form
 * (its field labels, its rules' own messages) is run again with the citizen's translator.
 */
export type Explanation = (translate: Translator) => string;

export interface RefusalExtras {
  /** The envelope's failure code when it is not the plain one (contract). */
  code?: FailureCode;
  /** Data the contract answers with the failure; a function when it holds words. */
  data?: unknown;
}

export class DomainRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    readonly reason: MessageKey | Explanation,
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
