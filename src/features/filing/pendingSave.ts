import { newReqseq } from '../../lib/api/reqseq';

/**
 * A save that has not been confirmed yet keeps its reqseq: sending the same data again (a retry
 * after a lost answer, after the network came back, after a reload) sends the same reqseq, so the
 * server stores it once and answers the first answer again. Other data is a new save.
 */
export interface PendingSaves {
  reqseqFor(key: string, payload: unknown): string;
  done(key: string): void;
}

const PREFIX = 'hall.filing.pending:';

export function pendingSaves(store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null, makeReqseq: () => string = newReqseq): PendingSaves {
  const memory = new Map<string, string>();
  const read = (key: string): string | null => {
    try {
      return store ? store.getItem(PREFIX + key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, value: string | null) => {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === null) store?.removeItem(PREFIX + key);
      else store?.setItem(PREFIX + key, value);
    } catch {
      // Storage full or refused: the memory copy still covers retries on this page.
    }
  };
  return {
    reqseqFor(key, payload) {
      const text = JSON.stringify(payload);
      const saved = read(key);
      if (saved) {
        const pending = JSON.parse(saved) as { reqseq: string; payload: string };
        if (pending.payload === text) return pending.reqseq;
      }
      const reqseq = makeReqseq();
      write(key, JSON.stringify({ reqseq, payload: text }));
      return reqseq;
    },
    done(key) {
      write(key, null);
    },
  };
}

/** The browser's: localStorage, so a save that failed before the page was closed keeps its reqseq. */
export function browserPendingSaves(): PendingSaves {
  let store: Storage | null = null;
  try {
    store = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    store = null;
  }
  return pendingSaves(store);
}
