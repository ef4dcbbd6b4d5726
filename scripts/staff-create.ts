import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { loadEnv } from '../server/config/env';
import { createDatabase } from '../server/db/database';
import { lockDataFolder } from '../server/db/lockDataFolder';
import { migrateToLatest } from '../server/db/migrate';
import { translateStaff, type StaffMessageKey } from '../engine/i18n/translateStaff';
import { createStaffAdminService } from '../server/backoffice/accounts/staffAdminService';
import { DomainRefusal } from '../server/domain/refusal';
import { createSchemaStore } from '../server/schemas/schemaStore';
import { createSchemaService } from '../server/schemas/service';
import { workflowConfig } from '../server/schemas/workflowConfig';
import { serveTextsFrom } from '../server/serveTexts';

/**
 * `npm run staff:create -- --username x --name y`: creates a system admin (the first one, or one
 * more); with `--partner --institution <name> --credit-code <code>` a partner account of that bank
 * or company instead (docs/decisions/0056), `--phone <mobile>` its contact phone for its texts (0079). In the database the server would open (DATABASE_URL, or the PGlite data folder while the
 * server is stopped). The password comes from STAFF_PASSWORD or stdin, never from a default or the
 * command line (which the process list shows). Audited as done by the command line.
 */
async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const terminal = process.stdin.isTTY;
  const lines = readline.createInterface({ input: process.stdin, output: process.stdout, terminal });
  if (terminal) {
    process.stdout.write('Password (12+ characters, letters and digits): ');
    // Echo nothing of what is typed.
    (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => undefined;
  }
  const line = (await lines[Symbol.asyncIterator]().next()).value as string | undefined;
  lines.close();
  if (terminal) process.stdout.write('\n');
  return line ?? '';
}

const { values } = parseArgs({
  options: { username: { type: 'string' }, name: { type: 'string' }, partner: { type: 'boolean' }, institution: { type: 'string' }, 'credit-code': { type: 'string' }, phone: { type: 'string' } },
});
if (!values.username || !values.name) {
  console.error('Usage: npm run staff:create -- --username <name> --name <full name> [--partner --institution <name> --credit-code <code> [--phone <mobile>]]   (password from STAFF_PASSWORD or stdin)');
  process.exit(2);
}
const institution = values.institution || values['credit-code'] ? { name: values.institution ?? '', creditCode: values['credit-code'] ?? '', phone: values.phone ?? null } : null;
const env = loadEnv();
// A refusal (a weak password, a taken name) is told in SCHEMAS_DIR's words, as the server would;
// the workflow is SCHEMAS_DIR's too.
const schemas = createSchemaService(createSchemaStore({ dir: env.schemasDir }));
serveTextsFrom(schemas);
const release = env.DATABASE_URL ? () => undefined : lockDataFolder(env.dataDir);
const db = createDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  await migrateToLatest(db);
  const password = await readPassword();
  const actor = { id: null, username: 'command-line', roles: [], ip: 'local' };
  const roles = values.partner ? (['partner'] as const) : (['system_admin'] as const);
  const created = await createStaffAdminService(db, () => workflowConfig(schemas)).create(actor, { username: values.username, name: values.name, password, roles: [...roles], institution });
  console.log(
    values.partner
      ? `Created partner ${created.username} of ${created.institution_name}; they sign in at /staff/sign-in?for=partner.`
      : `Created system admin ${created.username}; they enrol an authenticator app at their first sign-in at /staff.`,
  );
} catch (error) {
  // The service refuses with a staff-catalogue key (refuseStaff, with no words of its own).
  if (error instanceof DomainRefusal && typeof error.reason === 'string') console.error(translateStaff('zh-CN', error.reason as StaffMessageKey, error.params));
  else console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await db.destroy();
  release();
}
