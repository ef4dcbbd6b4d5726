import type pg from 'pg';

interface WireConnection {
  stream?: { cork?: () => void; uncork?: () => void; writable?: boolean };
  _send?: (buffer: Buffer) => boolean;
}

/**
 * node-postgres writes each protocol message of a query (parse, bind, describe, execute, sync) to
 * the socket on its own: five system calls and five wake-ups of the server per query. Corking the
 * socket for the rest of the tick sends them as one write. Where the client's internals are not
 * the ones this expects, it leaves the client as it is (slower, never wrong).
 */
export function corkPgWrites(client: pg.PoolClient | pg.Client): boolean {
  const connection = (client as unknown as { connection?: WireConnection }).connection;
  const stream = connection?.stream;
  const send = connection?._send;
  if (!connection || !stream || typeof send !== 'function' || typeof stream.cork !== 'function' || typeof stream.uncork !== 'function') return false;
  let corked = false;
  const uncork = () => {
    corked = false;
    stream.uncork!();
  };
  connection._send = (buffer: Buffer) => {
    if (!corked && stream.writable) {
      corked = true;
      stream.cork!();
      process.nextTick(uncork);
    }
    return send.call(connection, buffer);
  };
  return true;
}
