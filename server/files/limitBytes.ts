import { Transform } from 'node:stream';
import { FileTooLargeError } from './fileStore';

/** Passes bytes through and fails the stream as soon as more than maxBytes have gone by. */
export function limitBytes(maxBytes: number, onSize: (size: number) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > maxBytes) return callback(new FileTooLargeError(`over ${maxBytes} bytes`));
      onSize(size);
      callback(null, chunk);
    },
  });
}
