import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/apiError';
import { refusalProblems } from './api';

describe('a refused publish', () => {
  it('carries the check findings of its 400 answer', () => {
    const problems = [{ file: 'forms/a.json', pointer: '/title', reason: 'too short', severity: 'error' }];
    expect(refusalProblems(new ApiError('配置检查未通过', '01', 400, { errcode: '01', errmsg: '配置检查未通过', data: { problems } }))).toEqual(problems);
  });

  it('carries none for any other failure', () => {
    expect(refusalProblems(new ApiError('服务器繁忙', null, 500, null))).toEqual([]);
    expect(refusalProblems(new Error('network'))).toEqual([]);
  });
});
