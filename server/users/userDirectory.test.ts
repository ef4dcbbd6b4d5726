import { describe, expect, it, vi } from 'vitest';
import { createUserDirectory } from './userDirectory';
import type { UserRepository, UserRow } from './userRepository';

describe('createUserDirectory', () => {
  it('answers from its cache for a few seconds, and asks again after forget', async () => {
    let clock = 0;
    const find = vi.fn(async (openid: string) => ({ openid }) as UserRow);
    const directory = createUserDirectory({ find } as unknown as UserRepository, () => clock);
    await directory.find('a');
    await directory.find('a');
    expect(find).toHaveBeenCalledTimes(1);
    directory.forget('a');
    await directory.find('a');
    expect(find).toHaveBeenCalledTimes(2);
    clock = 5_000;
    await directory.find('a');
    expect(find).toHaveBeenCalledTimes(3);
  });
});
