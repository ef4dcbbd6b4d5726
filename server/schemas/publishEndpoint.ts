import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const FILE = 'publish-endpoint.json';

export interface PublishEndpoint {
  url: string;
  token: string;
}

/**
 * How `npm run schemas:publish` reaches a running server on PGlite (docs/decisions/0084): the
 * data folder is that process's alone, so the script asks it to publish. The server writes its
 * address and a random token, readable by the folder's owner only, into the data folder while it
 * runs; whoever may read the folder may publish, as they could by opening it when no server runs.
 * Answers the removal (also run when the process exits).
 */
export function writePublishEndpoint(dataDir: string, url: string): () => void {
  const file = path.join(dataDir, FILE);
  const endpoint: PublishEndpoint = { url, token: crypto.randomBytes(32).toString('base64url') };
  fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  const remove = () => {
    if (readPublishEndpoint(dataDir)?.token === endpoint.token) fs.rmSync(file, { force: true });
    process.off('exit', remove);
  };
  process.on('exit', remove);
  return remove;
}

/** The running server's endpoint, when one has written it. */
export function readPublishEndpoint(dataDir: string): PublishEndpoint | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as PublishEndpoint;
  } catch {
    return undefined;
  }
}

/** Whether `token` is this data folder's publishing token (compared in constant time). */
export function isPublishToken(dataDir: string, token: string | undefined): boolean {
  const expected = readPublishEndpoint(dataDir)?.token;
  if (!expected || !token) return false;
  const [a, b] = [Buffer.from(expected), Buffer.from(token)];
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
