import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Filing owns the applications table (docs/decisions/0047, 0067, 0077): everything else changes an
 * application through filing's store, server/applications (appointments: applicationBookings; the
 * back office: applicationOutcomes; the emulated registry answers what it decided and filing writes
 * it). Besides that store, only the migrations write it.
 */
const OWNERS = ['server/applications/', 'server/db/migrations/'];
const WRITE = /\b(?:updateTable|insertInto|deleteFrom)\(\s*'applications'|\b(?:update|insert\s+into|delete\s+from)\s+applications\b/i;

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('the applications table', () => {
  it('is written only by its owner', () => {
    const writers = sources('server')
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => !OWNERS.some((owner) => file.startsWith(owner)) && WRITE.test(fs.readFileSync(file, 'utf8')));
    expect(writers).toEqual([]);
  });
});
