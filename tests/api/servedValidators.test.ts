import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorModulePath } from '../../engine/contract/validatorModules';
import { buildRegistry } from '../../engine/schemas/buildRegistry';
import { resolveForm, validatorIdOf } from '../../engine/schemas/resolveForm';
import { computeFieldPlan } from '../../engine/rules/computeFieldPlan';
import { validateForm } from '../../engine/validation/validateForm';
import { schemasWithGiftBusiness } from '../support/giftBusiness';
import type { startOwnTestServer } from '../support/ownTestServer';
import { importServedModule } from '../support/servedValidators';

/**
 * Issue 30: a form added by configuration alone (the gift business's 赠与信息, zyxx, which no
 * build compiled) is served its validators as a module the page imports (docs/decisions/0086),
 * at the address the page works out from the configuration it was given.
 */

let schemasDir = '';
let server: Awaited<ReturnType<typeof startOwnTestServer>>;

beforeAll(async () => {
  schemasDir = schemasWithGiftBusiness();
  const { startOwnTestServer } = await import('../support/ownTestServer');
  server = await startOwnTestServer({ SCHEMAS_DIR: schemasDir });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (schemasDir) fs.rmSync(schemasDir, { recursive: true, force: true });
});

/** The form as the page resolves it, from the configuration bundle the page is given. */
async function resolvedAsThePageDoes(formId: string) {
  const bundle = (await (await fetch(`${server!.url}/api/schemas/_bundle?kinds=form,dictionary`)).json()) as { data: { files: Record<string, unknown> } };
  const registry = buildRegistry(bundle.data.files);
  return resolveForm(registry.forms.get(formId)!, registry.dictionaries);
}

describe('validators served for published forms', () => {
  it('serves the configured form a module, cached for good, that validates as the server does', async () => {
    if (!server) return; // the PostgreSQL half without a server: skipped, as the suite reports
    const resolved = await resolvedAsThePageDoes('zyxx');
    const answer = await fetch(`${server.url}${validatorModulePath('zyxx', resolved.hash)}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(answer.headers.get('cache-control')).toContain('immutable');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    const code = await answer.text();
    expect(code).not.toMatch(/\bimport\b|new Function|\beval\(/);

    const { hash, validators } = await importServedModule(code);
    expect(hash).toBe(resolved.hash);
    const data = { zygx: '99', gxsm: '说'.repeat(101), czfs: '01' };
    const plan = computeFieldPlan(resolved.form, { data });
    const inBrowser = validateForm({ form: resolved.form, schema: resolved.schema, validate: validators[validatorIdOf('zyxx')], data, plan });
    expect(inBrowser.first).toMatchObject({ field: 'gxsm', keyword: 'maxLength' });
    const onServer = (await (await fetch(`${server.url}/api/schemas/_validate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ formId: 'zyxx', data }) })).json()) as {
      data: { first: unknown };
    };
    expect(onServer.data.first).toEqual(inBrowser.first);
  });

  it('answers 404 for content no published form has, and for a made-up address', async () => {
    if (!server) return;
    const resolved = await resolvedAsThePageDoes('zyxx');
    for (const at of [validatorModulePath('zyxx', '00000000000000'), validatorModulePath('nope', resolved.hash), `/api/validators/${resolved.hash}/zyxx.json`, '/api/validators/..%2F/zyxx.js']) {
      expect((await fetch(`${server.url}${at}`)).status, at).toBe(404);
    }
  });

  it("keeps the pages' script policy free of eval", async () => {
    if (!server) return;
    const policy = (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self'(;|$)/);
    expect(policy).not.toContain('unsafe-eval');
  });
});
