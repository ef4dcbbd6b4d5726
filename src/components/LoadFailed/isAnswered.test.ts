import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/client';
import { isAnswered } from './isAnswered';

describe('isAnswered', () => {
  it('takes a refusal the server answered as final', () => {
    expect(isAnswered(new ApiError('未找到证书信息', '01', 404, null))).toBe(true);
    expect(isAnswered(new ApiError('无权查看', '01', 403, null))).toBe(true);
  });

  it('leaves no network, a server error and other failures to a retry', () => {
    expect(isAnswered(new ApiError('网络异常', null, 0, null))).toBe(false);
    expect(isAnswered(new ApiError('服务器繁忙', null, 500, null))).toBe(false);
    expect(isAnswered(new Error('chunk failed'))).toBe(false);
  });
});
