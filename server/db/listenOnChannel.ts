import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ChannelListener {
  /** True while announcements arrive; after a dropped connection, false until it is back. */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * Listens on a PostgreSQL channel for other processes' announcements, on a connection of its own
 * (LISTEN needs one that stays open). When it drops, announcements may be lost: `onMissed` runs
 * (the caller forgets or re-reads what it cached) and `listening` stays false until it has reconnected.
 */
export async function listenOnChannel(databaseUrl: string, channel: string, onMessage: (payload: string) => void, onMissed: () => void): Promise<ChannelListener> {
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const dropped = () => {
    if (!listening && client === undefined) return;
    listening = false;
    client = undefined;
    onMissed();
    if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onMessage(message.payload);
    });
    next.on('error', dropped);
    next.on('end', dropped);
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
      listening = true;
    } catch {
      await next.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }

  await connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      listening = false;
      await open?.end().catch(() => undefined);
    },
  };
}
