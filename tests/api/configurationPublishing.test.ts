import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfigImpact, ConfigProblem, ConfigPublished, ConfigVersionFiles, ConfigVersionRow } from '../../engine/contract/staff/configuration';
import { loadEnv } from '../../server/config/env';
import { publishFolder } from '../../scripts/schemas-publish';
import { bookingUser, slotsOf, type StateBody } from '../support/appointmentHelpers';
import { copySchemas } from '../support/schemasCopy';
import { createFreshDatabase } from '../support/freshPostgres';
import { initialisedDataDir } from '../support/initialisedPglite';
import { startServerProcess } from '../support/serverProcess';
import { signInStaff, type StaffClient } from '../support/staffClient';
import { newSignedInUser } from '../support/testClient';
import { completeMortgage, publishChangedMortgageForm, SCOPE } from '../support/versionedMortgage';

/**
 * Publishing is a step (issue 30, docs/decisions/0084): the console's calls and the publish script
 * refuse a folder that fails the check, a first start refuses it too; a draft survives a publish
 * and a rollback to older content; the impact report counts the drafts a rename touches; a
 * published template is the one sent.
 */

const API = '/online/wx/apilist/';
const CONFIG = '/staff/api/configuration';
type Envelope<T> = { errcode: string; errmsg: string; data: T };
type Apply = { proinst: { configVersion: { number: number; current: boolean } }; qlxxInfo: Record<string, Record<string, unknown> & { id: string }> };

const schemas = copySchemas('hall-publishing-');
let server: Awaited<ReturnType<typeof schemas.startServer>>;
let editor: StaffClient;

beforeAll(async () => {
  server = await schemas.startServer({ PHONE_CODE_TTL_SECONDS: '300', WX_CODE_TTL_SECONDS: '300' });
  if (server) editor = await signInStaff(server.url, 'demo-config', 'demo-config-2026');
}, 300_000);

afterAll(async () => {
  await server?.stop();
  schemas.remove();
});

const currentFiles = async () => {
  const versions = (await editor.get<Envelope<ConfigVersionRow[]>>(`${CONFIG}/versions`)).body.data;
  const current = versions.find((row) => row.current)!;
  return (await editor.get<Envelope<ConfigVersionFiles>>(`${CONFIG}/versions/${current.number}`)).body.data.files as Record<string, Record<string, unknown>>;
};
const publish = (files: Record<string, unknown>, note: string, dryRun?: boolean) => editor.post<Envelope<ConfigPublished & ConfigImpact & { problems?: ConfigProblem[] }>>(`${CONFIG}/publish`, { files, note, dryRun });
const openApply = async (client: Awaited<ReturnType<typeof newSignedInUser>>['client'], slsqId: string) => (await client.post<Envelope<Apply>>(`${API}getApply`, { slsqId })).body.data;

describe('publishing the configuration', () => {
  it('refuses a configuration that fails the check, through the console and the script, and stores nothing', async (context) => {
    if (!server) return context.skip();
    const before = (await editor.get<Envelope<ConfigVersionRow[]>>(`${CONFIG}/versions`)).body.data;
    expect(before).toMatchObject([{ number: 1, current: true, publishedBy: 'system', rollbackOf: null }]);

    const files = await currentFiles();
    (files['routing/fill-routes.json']!.rows as Array<Record<string, unknown>>)[0]!.fill = 'no-such-page';
    const refused = await publish(files, 'a typo in a routing row');
    expect(refused.status).toBe(400);
    expect(refused.body.data.problems!.some((problem) => problem.file === 'routing/fill-routes.json' && problem.severity === 'error')).toBe(true);
    // Only the staff of the page may call it; the admin's role list offers its role.
    expect((await fetch(`${server.url}${CONFIG}/versions`)).status).toBe(401);
    const admin = await signInStaff(server.url, 'demo-admin', 'demo-admin-2026');
    expect((await admin.get<Envelope<{ roles: string[] }>>('/staff/api/accounts')).body.data.roles).toContain('config_editor');
    expect((await admin.get<Envelope<{ pages: string[] }>>('/staff/api/me')).body.data.pages).toContain('configuration');

    const broken = fs.mkdtempSync(path.join(os.tmpdir(), 'hall-broken-'));
    fs.cpSync(schemas.dir, broken, { recursive: true });
    fs.writeFileSync(path.join(broken, 'forms/zxdj.json'), '{"id": "zxdj"');
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: server.dataDir, ...(process.env.TEST_DATABASE === 'postgres' ? { DATABASE_URL: server.deps.env.DATABASE_URL! } : {}) });
    const script = await publishFolder({ dir: broken, note: 'broken', dryRun: false, env });
    expect(script).toMatchObject({ ok: false, problems: [expect.objectContaining({ file: 'forms/zxdj.json' })] });
    fs.rmSync(broken, { recursive: true, force: true });
    expect((await editor.get<Envelope<ConfigVersionRow[]>>(`${CONFIG}/versions`)).body.data).toHaveLength(1);

    // The script's dry run tells and stores nothing; its publish stores and is served at once.
    const dry = await publishFolder({ dir: schemas.dir, note: 'same', dryRun: true, env });
    expect(dry).toMatchObject({ ok: true, impact: { against: 1, changes: [] } });
    expect(dry).not.toHaveProperty('published');
  }, 120_000);

  it('keeps a draft through a publish and a rollback to older content, and counts the drafts a rename touches', async (context) => {
    if (!server) return context.skip();
    // Version 2 (N): a label change. The draft is made on it.
    const original = await currentFiles();
    const labelled = structuredClone(original);
    (labelled['dictionaries/DYFS.json']!.items as Array<{ text: string }>)[0]!.text = '普通抵押';
    const second = await publish(labelled, 'DYFS label');
    expect(second.body).toMatchObject({ errcode: '00', data: { number: 2 } });
    const { client } = await newSignedInUser(server.url, 'pub');
    const draft = await completeMortgage(client);
    expect((await openApply(client, draft)).proinst.configVersion).toMatchObject({ number: 2, current: true });

    // The impact of a rename alone: the draft would be migrated.
    const renamed = structuredClone(labelled);
    const form = renamed['forms/dyqxx.json'] as { version: number; migrations?: unknown[]; schema: { properties: Record<string, unknown> }; uiSchema: Record<string, unknown> & { 'ui:order': string[] } };
    const { dbfw, ...properties } = form.schema.properties;
    const { dbfw: dbfwUi, ...uiSchema } = form.uiSchema;
    Object.assign(form, { version: 2, migrations: [{ to: 2, steps: [{ op: 'rename', from: 'dbfw', to: 'dbfwsm' }] }], schema: { ...form.schema, properties: { ...properties, dbfwsm: dbfw } }, uiSchema: { ...uiSchema, dbfwsm: dbfwUi, 'ui:order': form.uiSchema['ui:order'].map((field) => (field === 'dbfw' ? 'dbfwsm' : field)) } });
    const impact = (await editor.post<Envelope<ConfigImpact>>(`${CONFIG}/impact`, { files: renamed })).body.data;
    expect(impact.against).toBe(2);
    expect(impact.changes).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'field', change: 'removed', name: 'dyqxx.dbfw' }), expect.objectContaining({ kind: 'field', change: 'added', name: 'dyqxx.dbfwsm' })]));
    const mortgages = impact.applications.find((row) => row.prodefid === '1001')!;
    expect(mortgages.drafts).toBeGreaterThanOrEqual(1);
    expect(mortgages.draftOutcome.migrated).toBe(mortgages.drafts);
    // A dry run answers the same and stores nothing.
    expect((await publish(renamed, 'dry', true)).body.data).toMatchObject({ against: 2, applications: impact.applications });

    // Version 3 (N+1): renamed and a required field added. Opening the draft migrates it.
    publishChangedMortgageForm(schemas.dir);
    const third = await publish({ ...labelled, 'forms/dyqxx.json': JSON.parse(fs.readFileSync(path.join(schemas.dir, 'forms/dyqxx.json'), 'utf8')) }, 'dbfw renamed, dyhth required');
    expect(third.body.data.number).toBe(3);
    const migrated = await openApply(client, draft);
    expect(migrated.proinst.configVersion).toMatchObject({ number: 3, current: true });
    expect(migrated.qlxxInfo.DYQXX).toMatchObject({ dbfwsm: SCOPE });
    expect((await client.post(`${API}check`, { proinstid: draft })).body).toMatchObject({ errcode: '01', errmsg: '抵押权信息：必填哦' });

    // Rollback to version 1 (N-1): published again as version 4; the draft goes back with its value.
    const rolledBack = await editor.post<Envelope<ConfigPublished>>(`${CONFIG}/versions/1/rollback`, { note: 'back to the original' });
    expect(rolledBack.body).toMatchObject({ errcode: '00', data: { number: 4 } });
    const versions = (await editor.get<Envelope<ConfigVersionRow[]>>(`${CONFIG}/versions`)).body.data;
    expect(versions[0]).toMatchObject({ number: 4, current: true, rollbackOf: 1, note: 'back to the original', publishedBy: '配置编辑（演示）' });
    const back = await openApply(client, draft);
    expect(back.proinst.configVersion).toMatchObject({ number: 4, current: true });
    expect(back.qlxxInfo.DYQXX).toMatchObject({ dbfw: SCOPE });
    expect(back.qlxxInfo.DYQXX).not.toHaveProperty('dbfwsm');
    // 下一步 still works: the draft checks whole against the rolled-back forms.
    expect((await client.post(`${API}check`, { proinstid: draft })).body).toMatchObject({ errcode: '00' });

    const diff = (await editor.get<Envelope<{ changes: Array<{ name: string }> }>>(`${CONFIG}/diff?from=1&to=4`)).body.data;
    expect(diff.changes).toEqual([]);
    const audited = (await server.deps.db.selectFrom('staff_audit_log').select(['action', 'target']).where('action', 'like', 'configuration.%').orderBy('id').execute()).map((row) => `${row.action} ${row.target}`);
    expect(audited).toEqual(['configuration.publish version 2', 'configuration.publish version 3', 'configuration.rollback version 4']);
  }, 180_000);

  it('sends the SMS and the notification template as published', async (context) => {
    if (!server) return context.skip();
    const files = await currentFiles();
    files['messages/zh-CN.json']!['account.smsText'] = '【已发布的登记中心】验证码为{code}，{minutes}分钟内有效。';
    ((files['notifications/templates.json']!.templates as Record<string, { title: Record<string, string> }>)['booking.made']!.title)['zh-CN'] = '预约已发布';
    expect((await publish(files, 'texts')).body.errcode).toBe('00');

    const { client } = await newSignedInUser(server.url, 'pub');
    const phone = `139${String(Date.now()).slice(-8)}`;
    await client.post(`${API}getPhoneCode`, { phone });
    const sms = await client.get<{ data: { text: string }[] }>('/wechat/emulator/sms', { phone, format: 'json' });
    expect(sms.body.data[0]?.text).toMatch(/^【已发布的登记中心】验证码为\d{6}/);

    const citizen = await bookingUser(server.url, '王晓明');
    const { slots } = await slotsOf(citizen.client, 'hd02', 0, 2);
    expect((await citizen.client.post<StateBody>('/online/wx/appoint/addApmCount', { countId: slots[0]!.timeId })).body.state).toBe(1);
    await expect
      .poll(async () => (await citizen.client.get<{ data: { list: { kind: string; title: string }[] } }>('/api/messages')).body.data.list, { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'booking.made', title: '预约已发布' })]));
  }, 120_000);
});

describe('a first start', () => {
  it('refuses a folder that fails the check, naming the file and pointer', async () => {
    const broken = copySchemas('hall-first-start-');
    broken.edit('routing/fill-routes.json', (routing) => {
      (routing.rows as Array<Record<string, unknown>>)[0]!.fill = 'no-such-page';
    });
    // An initialised cluster (not the subject here): a first start's initdb costs ~10 CPU-seconds.
    const dataDir = await initialisedDataDir('hall-first-start-data-');
    const database = process.env.TEST_DATABASE === 'postgres' ? await createFreshDatabase() : undefined;
    try {
      const run = startServerProcess({ SCHEMAS_DIR: broken.dir, DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) });
      expect(await run.exited()).not.toBe(0);
      expect(run.output()).toMatch(/fails schemas:check, nothing published:\n.*routing\/fill-routes\.json {2}\/rows\/0/);
    } finally {
      await database?.drop();
      broken.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('every server process on PostgreSQL', () => {
  it('switches to a published label change within 5 s without a restart, and back on rollback', async (context) => {
    const database = process.env.TEST_DATABASE === 'postgres' ? await createFreshDatabase() : undefined;
    if (!database) return context.skip();
    const copy = copySchemas('hall-two-processes-');
    const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'hall-two-processes-data-')));
    const runs: Array<ReturnType<typeof startServerProcess>> = [];
    try {
      // One after the other: the first start migrates and publishes, the second serves what it published.
      for (const dataDir of dataDirs) {
        const run = startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir });
        runs.push(run);
        await run.listening();
      }
      const urls = await Promise.all(runs.map((run) => run.listening()));
      const label = async (url: string) => ((await (await fetch(`${url}/api/schemas/dictionaries/DYFS.json`)).json()) as { data: { items: Array<{ text: string }> } }).data.items[0]!.text;
      const allSay = async (text: string) => {
        const started = Date.now();
        await expect.poll(async () => (await Promise.all(urls.map(label))).every((said) => said === text), { timeout: 5_000, interval: 100 }).toBe(true);
        return Date.now() - started;
      };
      expect(await Promise.all(urls.map(label))).toEqual(['一般抵押', '一般抵押']);

      copy.edit('dictionaries/DYFS.json', (dictionary) => {
        (dictionary.items as Array<{ text: string }>)[0]!.text = '普通抵押';
      });
      const published = await publishFolder({ dir: copy.dir, note: 'DYFS label', dryRun: false, env: loadEnv({ DATABASE_URL: database.url }) });
      expect(published).toMatchObject({ ok: true, published: 2 });
      expect(await allSay('普通抵押')).toBeLessThan(5_000);

      const editor = await signInStaff(urls[1]!, 'demo-config', 'demo-config-2026');
      expect((await editor.post<Envelope<ConfigPublished>>(`${CONFIG}/versions/1/rollback`, { note: 'label back' })).body).toMatchObject({ errcode: '00', data: { number: 3 } });
      expect(await allSay('一般抵押')).toBeLessThan(5_000);
    } finally {
      await Promise.all(runs.map((run) => run.stop()));
      await database.drop();
      copy.remove();
      for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
