import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError } from '../../files/fileStore';
import { readAtMost } from './readAtMost';

const chunks = (n: number, size: number) => Readable.from(Array.from({ length: n }, () => Buffer.alloc(size, 1)));

describe('readAtMost', () => {
  it('reads a stream up to the limit whole', async () => {
    expect((await readAtMost(chunks(4, 256), 1024)).length).toBe(1024);
  });

  it('stops at the first chunk past the limit and drops the stream', async () => {
    const stream = chunks(100, 256);
    await expect(readAtMost(stream, 1000)).rejects.toBeInstanceOf(FileTooLargeError);
    expect(stream.destroyed).toBe(true);
  });
});
