/**
 * A registry query job's states (spec 000 section 4), as its history answers them: queued and
 * running (查询中, not openable), answered (查看: the result opens) and not found or failed (未查到,
 * 未通过验证). Stored in query_requests.state; the server's worker and the browser's lists read these.
 */
export const QUERY_STATES = { queued: 0, running: 10, answered: 20, notFound: 21 } as const;

/** How a finished job ends. */
export type QueryOutcomeState = typeof QUERY_STATES.answered | typeof QUERY_STATES.notFound;

/** Still being asked (queued or running): a history polls while one is. */
export const isQueryPending = (state: number): boolean => state < QUERY_STATES.answered;
