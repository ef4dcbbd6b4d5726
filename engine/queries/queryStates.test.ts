import { describe, expect, it } from 'vitest';
import { isQueryPending, QUERY_STATES } from './queryStates';

describe('query job states', () => {
  it('are pending while queued or running, and no longer once answered or not found', () => {
    expect([QUERY_STATES.queued, QUERY_STATES.running].map(isQueryPending)).toEqual([true, true]);
    expect([QUERY_STATES.answered, QUERY_STATES.notFound].map(isQueryPending)).toEqual([false, false]);
  });
});
