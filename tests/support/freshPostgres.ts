import crypto from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

// pg takes the user name from $USER, which CI may not set: name the OS user explicitly.
export const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? `postgres://${os.userInfo().username}@127.0.0.1:5432/test`;

/** A database of its own for one test run on the PostgreSQL server; undefined when none is reachable. */
export async function createFreshDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `hall_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
