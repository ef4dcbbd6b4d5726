import { PassThrough, type Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';

const SNIFF_BYTES = 4100;

/**
 * Reads the first bytes of a stream (enough to recognise the file type) and gives back the rest.
 * Listens for data and pauses rather than breaking out of a for-await loop, which would destroy
 * the stream and leave a larger file's upload hanging.
 */
async function sniff(stream: Readable): Promise<{ head: Buffer; rest: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let ended = false;
  await new Promise<void>((resolve, reject) => {
    const done = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', reject);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= SNIFF_BYTES) {
        stream.pause();
        done();
      }
    };
    const onEnd = () => {
      ended = true;
      done();
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', reject);
  });
  const head = Buffer.concat(chunks);
  const rest = new PassThrough();
  rest.write(head);
  // The rest may be dropped unread (a refused type, a full quota): its error must not be fatal.
  rest.on('error', () => undefined);
  if (ended) rest.end();
  else {
    // A source failing later (a body cut off mid-file) fails the rest too, so its reader sees the
    // error and cleans up instead of waiting for an end that never comes. Only forwards: a reader
    // giving up (a file past its limit) leaves the source to its owner, who answers why.
    stream.once('error', (error) => rest.destroy(error));
    stream.pipe(rest);
  }
  return { head, rest };
}

/** The type a stream's content shows (magic bytes, never a name or a declared type), and the whole stream again. */
export async function sniffType(stream: Readable): Promise<{ mime: string | undefined; rest: Readable }> {
  const { head, rest } = await sniff(stream);
  return { mime: (await fileTypeFromBuffer(head))?.mime, rest };
}
