/**
 * findBy* and waitFor give up after 1 s by default, which a loaded 2-core machine passes on a
 * plain render: wait up to 10 s for anything asynchronous. A passing test is no slower.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;

/** Options for `vi.waitFor` (its own default is 1 s too): the same 10 s as Testing Library's waits. */
export const WAIT_FOR = { timeout: ASYNC_UTIL_TIMEOUT_MS } as const;
