import http from 'node:http';
import type { TestClient } from './testClient';

const TUS = { 'Tus-Resumable': '1.0.0' };
const encode = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

/** The tus 1.0.0 calls a client makes, one by one, through a signed-in TestClient (decision 0100). */
export function tusCalls(client: TestClient, endpoint: string) {
  return {
    create: (length: number, metadata: Record<string, string> = { filename: 'licence.pdf' }, headers: Record<string, string> = {}) =>
      client.request('POST', endpoint, { headers: { ...TUS, 'Upload-Length': String(length), 'Upload-Metadata': encode(metadata), ...headers } }),
    patch: (location: string, offset: number, bytes: Buffer, headers: Record<string, string> = {}) =>
      client.request(
        'PATCH',
        location,
        { body: new Uint8Array(bytes), headers: { ...TUS, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', ...headers } },
      ),
    head: (location: string) => client.request('HEAD', location, { headers: TUS }),
    remove: (location: string, headers: Record<string, string> = {}) => client.request('DELETE', location, { headers: { ...TUS, ...headers } }),
    /**
     * A PATCH whose connection drops after `sent` of its bytes (a phone losing its network): the
     * request declares them all, writes part of them, waits a moment and destroys the socket.
     */
    dropMidPatch: (location: string, offset: number, bytes: Buffer, sent: number) =>
      new Promise<void>((resolve) => {
        const request = http.request(client.baseUrl + location, {
          method: 'PATCH',
          headers: { ...TUS, cookie: client.cookie, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(bytes.length) },
        });
        request.on('error', () => resolve());
        request.on('response', (response) => {
          response.resume();
          resolve();
        });
        request.write(bytes.subarray(0, sent), () => setTimeout(() => request.destroy(), 300));
      }),
  };
}
