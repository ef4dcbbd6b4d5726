import { getLocale } from '../../../lib/i18n/locale';

/** The server's tus endpoint for the licence verification file (docs/decisions/0100). */
const ENDPOINT = '/online/public/dzzz/verification/tus';
/** The final PATCH (or a HEAD after it) names the queued verification here. */
const VERIFICATION_ID_HEADER = 'Verification-Id';
/** One PATCH per chunk: a drop loses at most this much, and 500M stays a hundred-odd requests. */
const CHUNK_BYTES = 4 * 1024 * 1024;
/** Waits before each retry after a failure; reset whenever bytes got through. */
const RETRY_DELAYS = [0, 1_000, 3_000, 5_000, 10_000, 20_000];

export interface ResumableEvents {
  onProgress(sent: number, total: number): void;
  /** The browser says it is offline: the upload goes on by itself once it is back. */
  onOffline(): void;
  /** Finished and queued: the verification's id (null when the server's answer did not name it). */
  onSuccess(verificationId: string | null): void;
  /** Refused or failed for good: the server's words when it gave some. */
  onError(message: string | null): void;
}

export interface ResumableUploadHandle {
  /** Stops sending and removes the upload from the server (tus DELETE). */
  cancel(): Promise<void>;
}

/** The server's refusal in its envelope (errmsg), when the failed answer carries one. */
function refusalOf(error: unknown): string | null {
  const body = (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody();
  try {
    return body ? ((JSON.parse(body) as { errmsg?: string }).errmsg ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * Sends the file by tus (tus-js-client, loaded only now: the page's first JS stays small). It
 * resumes by itself after a dropped connection (retries from the offset the server has), and
 * after a reload from where the server has it: the upload's address is kept in localStorage under
 * a fingerprint of the file and the signed-in user, so another account in this browser never
 * resumes it.
 */
export async function startResumableVerification(file: File, ownerOpenid: string, events: ResumableEvents): Promise<ResumableUploadHandle> {
  const { Upload } = await import('tus-js-client');
  const upload = new Upload(file, {
    endpoint: ENDPOINT,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name },
    headers: { 'Accept-Language': getLocale() },
    fingerprint: async (source: File) => ['hall-verify', ownerOpenid, source.name, source.size, source.lastModified].join('|'),
    removeFingerprintOnSuccess: true,
    onProgress: (sent, total) => events.onProgress(sent, total),
    onSuccess: ({ lastResponse }) => events.onSuccess(lastResponse.getHeader(VERIFICATION_ID_HEADER) ?? null),
    onError: (error) => {
      if (!navigator.onLine) {
        events.onOffline();
        window.addEventListener('online', () => upload.start(), { once: true });
        return;
      }
      events.onError(refusalOf(error));
    },
  });
  const previous = await upload.findPreviousUploads();
  if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
  upload.start();
  return { cancel: () => upload.abort(true) };
}
