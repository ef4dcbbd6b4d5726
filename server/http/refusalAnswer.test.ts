import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { DomainRefusal, refuse, refuseStaff } from '../domain/refusal';
import { HttpError } from './httpError';
import { failureAnswer } from './refusalAnswer';

const asking = (language: string) => ({ headers: { 'accept-language': language } }) as unknown as Request;
const caught = (work: () => void) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('failureAnswer: a service says why, the handler says it to the citizen', () => {
  it('turns each kind into its status and the reason into the language asked for, with its parameters', () => {
    const wrongCode = caught(() => refuse('invalid', 'account.codeWrong', { n: 2 }));
    expect(wrongCode).toBeInstanceOf(DomainRefusal);
    expect(failureAnswer(asking('zh-CN'), wrongCode)).toEqual({ status: 400, message: '验证码错误，还可尝试2次', code: 'failure', data: null });
    expect(failureAnswer(asking('en'), wrongCode)?.message).toBe('The code is wrong, 2 tries left');
    expect(failureAnswer(asking('en'), wrongCode)?.message).not.toMatch(/验证码/);
    const statuses = (['invalid', 'unauthenticated', 'forbidden', 'notFound', 'conflict', 'tooLarge', 'tooMany', 'unavailable'] as const).map((kind) => failureAnswer(asking('zh-CN'), new DomainRefusal(kind, 'errors.notFound'))?.status);
    expect(statuses).toEqual([400, 401, 403, 404, 409, 413, 429, 503]);
  });

  it('lets words from elsewhere (a form check) and the contract\'s data follow the language too', () => {
    const refusal = new DomainRefusal('conflict', (translate) => `${translate('errors.notFound')}!`, {}, { code: 'failure', data: (translate: (key: 'errors.notFound') => string) => ({ msg: translate('errors.notFound') }) });
    const answer = failureAnswer(asking('en'), refusal);
    expect(answer).toMatchObject({ status: 409, data: { msg: answer!.message.slice(0, -1) } });
  });

  it("words a staff-side refusal from the staff catalogue in the member's language, its explanations too", () => {
    const notInStage = caught(() => refuseStaff('conflict', 'staff.review.notInStage', { stage: '初审' }));
    expect(failureAnswer(asking('zh-CN'), notInStage)).toEqual({ status: 409, message: '该申请现在“初审”环节，此操作已不能办理（可能已由他人办理）', code: 'failure', data: null });
    expect(failureAnswer(asking('en'), notInStage)?.message).toBe('The application is now at "初审": this action can no longer be taken (someone else may have acted)');
    const register = caught(() => refuseStaff('conflict', (translate) => translate('staff.roleRefused')));
    expect(failureAnswer(asking('en'), register)).toMatchObject({ status: 409, message: 'Your role may not do this' });
  });

  it('passes an HttpError through and leaves faults alone', () => {
    expect(failureAnswer(asking('zh-CN'), new HttpError(401, 'x'))).toMatchObject({ status: 401, message: 'x' });
    expect(failureAnswer(asking('zh-CN'), new Error('boom'))).toBeUndefined();
  });
});
