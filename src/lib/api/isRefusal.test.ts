import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { isRefusal } from './isRefusal';

describe('isRefusal', () => {
  it('is a 4xx answer, not a missing answer, a timeout or a server failure', () => {
    expect(isRefusal(new ApiError('未找到', '01', 404, null))).toBe(true);
    expect(isRefusal(new ApiError('网络异常', null, 0, null))).toBe(false);
    expect(isRefusal(new ApiError('服务器繁忙', null, 502, null))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });
});
