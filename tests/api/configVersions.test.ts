import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRequiredGroups } from '../support/filingMaterials';
import { readConfigurationFolder } from '../../server/schemas/configurationFolder';
import { createSchemaVersionRepository } from '../../server/schemas/versionRepository';
import { copySchemas } from '../support/schemasCopy';
import { newSignedInUser } from '../support/testClient';
import { completeMortgage, publishChangedMortgageForm, SCOPE, servedVersion } from '../support/versionedMortgage';

/**
 * Configuration versions (issue 19, docs/decisions/0046): a server on a copy of schemas/ holds one
 * draft and one submitted first mortgage; then the mortgage form is published again with a field
 * renamed (担保范围 dbfw → dbfwsm) and a required field added (抵押合同号 dyhth). The draft is
 * migrated and asks for the new field; the submitted application is still shown and checked as
 * it was submitted.
 */

const API = '/online/wx/apilist/';
type Fields = Record<string, unknown>;
type Envelope<T = Fields> = { errcode: string; errmsg: string; data: T };
type Apply = {
  proinst: Fields & { configVersion: { number: number; hash: string; current: boolean }; configReview: Array<{ id: string; formId: string; field: string; reason: string }> };
  qlxxInfo: Record<string, Fields & { id: string }>;
  stored: Record<string, { formId: string; schemaVersion: number }>;
};

const schemas = copySchemas('hall-versions-');
let server: Awaited<ReturnType<typeof schemas.startServer>>;

beforeAll(async () => {
  server = await schemas.startServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
  schemas.remove();
});

const bundledMortgageForm = async (baseUrl: string, version: number) =>
  ((await (await fetch(`${baseUrl}/api/schemas/_bundle?kinds=form&version=${version}`)).json()) as { data: { number: number; files: Record<string, { version: number; schema: { properties: Fields; required: string[] } }> } }).data;

describe('configuration versions', () => {
  it('migrates a draft to a changed form (renamed value kept, new required field asked for) and keeps a submitted application on the version it was submitted on', async (context) => {
    if (!server) return context.skip();
    const { url, deps } = server;
    const first = await servedVersion(url);
    expect(first).toMatchObject({ number: 1, problems: [] });

    const { client } = await newSignedInUser(url, 'ver');
    const draft = await completeMortgage(client);
    const submitted = await completeMortgage(client);
    await fillRequiredGroups(client, submitted);
    expect((await client.post(`${API}submitApplyProject`, { proinstid: submitted, appointment: '0' })).body).toMatchObject({ errcode: '00' });
    const before = (await client.post<Envelope<Apply>>(`${API}getApply`, { slsqId: draft })).body.data;
    expect(before.proinst.configVersion).toEqual({ number: 1, hash: first.version, current: true });

    publishChangedMortgageForm(schemas.dir);
    // An edited folder is served once published (docs/decisions/0084), never by being there.
    expect((await servedVersion(url)).number).toBe(1);
    expect(await deps.publisher.publish(readConfigurationFolder(schemas.dir), { note: 'dbfw renamed', publishedBy: 'test' })).toEqual({ ok: true, number: 2, created: true });
    const second = await servedVersion(url);
    expect(second.problems).toEqual([]);
    expect(second.version).not.toBe(first.version);

    // The draft, opened by two readers at once, is migrated once under its lock.
    const [opened, openedAgain] = await Promise.all([draft, draft].map((slsqId) => client.post<Envelope<Apply>>(`${API}getApply`, { slsqId })));
    expect(openedAgain!.body.data).toEqual(opened!.body.data);
    const migrated = opened!.body.data;
    expect(migrated.proinst.configVersion).toEqual({ number: 2, hash: second.version, current: true });
    const rights = migrated.qlxxInfo.DYQXX!;
    expect(rights).toMatchObject({ dbfwsm: SCOPE, bdbzzqse: 500000 });
    expect(rights).not.toHaveProperty('dbfw');
    expect(rights).not.toHaveProperty('dyhth');
    expect(migrated.stored[rights.id]).toEqual({ formId: 'dyqxx', schemaVersion: 2 });
    expect(migrated.proinst.configReview).toEqual([{ id: rights.id, formId: 'dyqxx', field: 'dyhth', reason: 'form.reviewMissing' }]);
    // What is stored is the migrated record, and the application's version.
    const row = await deps.db.selectFrom('application_rights').select(['schema_version', 'data']).where('id', '=', rights.id).executeTakeFirstOrThrow();
    expect(row.schema_version).toBe(2);
    expect(row.data).toMatchObject({ dbfwsm: SCOPE });
    expect(row.data).not.toHaveProperty('dbfw');
    expect((await deps.db.selectFrom('applications').select('config_version').where('id', '=', draft).executeTakeFirstOrThrow()).config_version).toBe(2);
    // The check names the new field as missing; saving it clears the citizen's review.
    expect(await client.post(`${API}check`, { proinstid: draft })).toMatchObject({ status: 400, body: { errcode: '01', errmsg: '抵押权信息：必填哦' } });
    expect((await client.post(`${API}addQlxxInfo`, { proinstid: draft, savetype: '3', reqData: { ...rights, dyhth: 'HT-2026-001' } })).body).toMatchObject({ state: 1 });
    expect((await client.post(`${API}check`, { proinstid: draft })).body).toMatchObject({ errcode: '00' });
    expect((await client.post<Envelope<Apply>>(`${API}getApply`, { slsqId: draft })).body.data.proinst.configReview).toEqual([]);

    // The submitted application is shown and checked with version 1, as it was submitted.
    const kept = (await client.post<Envelope<Apply>>(`${API}getApply`, { slsqId: submitted })).body.data;
    expect(kept.proinst.configVersion).toEqual({ number: 1, hash: first.version, current: false });
    expect(kept.qlxxInfo.DYQXX).toMatchObject({ dbfw: SCOPE });
    expect(kept.qlxxInfo.DYQXX).not.toHaveProperty('dbfwsm');
    expect(kept.stored[kept.qlxxInfo.DYQXX!.id]).toEqual({ formId: 'dyqxx', schemaVersion: 1 });
    expect((await client.post(`${API}check`, { proinstid: submitted })).body).toMatchObject({ errcode: '00' });
    // Its version's configuration is still served, for the browser to draw it with.
    const old = await bundledMortgageForm(url, 1);
    expect(old.number).toBe(1);
    expect(old.files['forms/dyqxx.json']).toMatchObject({ version: 1 });
    expect(old.files['forms/dyqxx.json']!.schema.properties).toHaveProperty('dbfw');
    expect(old.files['forms/dyqxx.json']!.schema.required).not.toContain('dyhth');
    expect((await bundledMortgageForm(url, 2)).files['forms/dyqxx.json']!.schema.required).toContain('dyhth');
  });

  it('never migrates a draft back: a process not yet switched to a newer version shows it with that version', async (context) => {
    if (!server) return context.skip();
    const { url, deps } = server;
    const { client } = await newSignedInUser(url, 'ver');
    // Filed on the changed form the first test published.
    const draft = await completeMortgage(client, { dyhth: 'HT-2026-002' });
    // Another process published a version and migrated the draft, which gained a field this one does not know yet.
    const { number: newer } = await createSchemaVersionRepository(deps.db).publish({ hash: 'a-newer-folder', files: (await deps.schemaVersions.current()).files, note: '', publishedBy: 'test' });
    await deps.db.updateTable('applications').set({ config_version: newer }).where('id', '=', draft).execute();
    const rights = await deps.db.selectFrom('application_rights').select(['id', 'data']).where('application_id', '=', draft).executeTakeFirstOrThrow();
    await deps.db.updateTable('application_rights').set({ data: JSON.stringify({ ...rights.data, future: 'kept' }) }).where('id', '=', rights.id).execute();

    const opened = (await client.post<Envelope<Apply>>(`${API}getApply`, { slsqId: draft })).body.data;
    expect(opened.proinst.configVersion).toMatchObject({ number: newer, current: false });
    expect(opened.qlxxInfo.DYQXX).toMatchObject({ future: 'kept' });
    expect((await deps.db.selectFrom('applications').select('config_version').where('id', '=', draft).executeTakeFirstOrThrow()).config_version).toBe(newer);
  });

  it('gives one content one number, however many publish it at once, and numbers without gaps', async (context) => {
    if (!server) return context.skip();
    const repository = createSchemaVersionRepository(server.deps.db);
    const version = { hash: 'content-a', files: { 'forms/x.json': { index: 1 } }, note: '', publishedBy: 'test' };
    const published = await Promise.all(Array.from({ length: 6 }, () => repository.publish(version)));
    expect(new Set(published.map(({ number }) => number)).size).toBe(1);
    expect(published.filter(({ created }) => created).length).toBe(1);
    const rows = await server.deps.db.selectFrom('schema_versions').select(['number', 'hash']).orderBy('number').execute();
    expect(rows.map((row) => row.number)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.filter((row) => row.hash === 'content-a').length).toBe(1);
  });
});
