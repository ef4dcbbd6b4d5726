import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { corkPgWrites } from './corkPgWrites';

function fakeClient() {
  const stream = { writable: true, cork: vi.fn(), uncork: vi.fn() };
  const sent: string[] = [];
  const connection = { stream, _send: (buffer: Buffer) => sent.push(buffer.toString()) > 0 };
  return { client: { connection } as unknown as pg.Client, stream, sent };
}

describe('corkPgWrites', () => {
  it('sends the messages written in one tick as one write: corked once, uncorked on the next tick', async () => {
    const { client, stream, sent } = fakeClient();
    expect(corkPgWrites(client)).toBe(true);
    const send = (client as unknown as { connection: { _send: (b: Buffer) => boolean } }).connection._send;
    for (const message of ['parse', 'bind', 'describe', 'execute', 'sync']) send(Buffer.from(message));
    expect(sent).toEqual(['parse', 'bind', 'describe', 'execute', 'sync']);
    expect(stream.cork).toHaveBeenCalledTimes(1);
    expect(stream.uncork).not.toHaveBeenCalled();
    await new Promise((resolve) => process.nextTick(resolve));
    expect(stream.uncork).toHaveBeenCalledTimes(1);
    send(Buffer.from('next query'));
    expect(stream.cork).toHaveBeenCalledTimes(2);
  });

  it("fits the pg client this project installs (fails when pg's internals change), and leaves an unknown shape alone", () => {
    expect(corkPgWrites(new pg.Client())).toBe(true);
    expect(corkPgWrites({} as pg.Client)).toBe(false);
  });
});
