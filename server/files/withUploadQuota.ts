import { FileTooLargeError, QuotaExceededError, type FileStore } from './fileStore';

/**
 * A file store that holds each citizen's uploads (puts marked `quota`) to `quotaBytes` in all:
 * the room left becomes the upload's streaming limit, so an upload that would pass it is cut off
 * as it arrives and nothing is kept; the store then records it only if it still fits, under the
 * owner's lock (uploads racing in several processes, docs/decisions/0035).
 */
export function withUploadQuota(store: FileStore, quotaBytes: number): FileStore {
  return {
    ...store,
    async put(content, input) {
      if (!input.quota || !input.ownerOpenid) return store.put(content, input);
      const room = quotaBytes - (await store.usage(input.ownerOpenid));
      if (room <= 0) {
        if (!Buffer.isBuffer(content)) content.resume();
        throw new QuotaExceededError(`quota of ${quotaBytes} bytes reached`);
      }
      const limit = Math.min(input.maxBytes ?? Number.MAX_SAFE_INTEGER, room);
      try {
        return await store.put(content, { ...input, maxBytes: limit, quotaBytes });
      } catch (error) {
        // Cut off by the room left, not by the upload's own limit: the quota is what it passed.
        if (error instanceof FileTooLargeError && limit < (input.maxBytes ?? Number.MAX_SAFE_INTEGER)) throw new QuotaExceededError(error.message);
        throw error;
      }
    },
  };
}
