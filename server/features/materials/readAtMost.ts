import type { Readable } from 'node:stream';
import { FileTooLargeError } from '../../files/fileStore';

/** Reads a stream into memory, giving up (and dropping the stream) as soon as it passes maxBytes. */
export async function readAtMost(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      stream.destroy();
      throw new FileTooLargeError(`over ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
