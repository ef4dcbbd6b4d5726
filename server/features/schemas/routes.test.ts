import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyParsers } from '../../http/bodyParsers';
import { errorHandler } from '../../http/errorHandler';
import { schemaRoutes } from './routes';
import { readConfigurationFolder } from '../../schemas/configurationFolder';
import { createSchemaStore } from '../../schemas/schemaStore';
import { createSchemaVersions } from '../../schemas/schemaVersions';
import { createSchemaService } from '../../schemas/service';

let base = '';
let close: () => void = () => {};

beforeAll(async () => {
  const logger = pino({ level: 'silent' });
  const store = createSchemaStore();
  store.serve({ number: 1, ...readConfigurationFolder().passing() });
  const schemas = createSchemaService(store);
  // Versions without a database: the served configuration is number 1, no other is published.
  const schemaVersions = createSchemaVersions({ currentNumber: () => Promise.resolve(1), find: () => Promise.resolve(undefined) }, store);
  const app = express();
  app.use(bodyParsers());
  app.use(schemaRoutes({ schemas, schemaVersions }));
  app.use(errorHandler(logger));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('schema routes', () => {
  it('serves a schema file with an ETag and answers 304 when unchanged', async () => {
    const first = await fetch(`${base}/api/schemas/forms/dyqxx.json`);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const body = (await first.json()) as { stat: number; data: { id: string } };
    expect(body.stat).toBe(1);
    expect(body.data.id).toBe('dyqxx');
    const again = await fetch(`${base}/api/schemas/forms/dyqxx`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    // The first answer reads and checks the whole configuration: seconds on a loaded machine.
  }, 30_000);
  it('lists the files and the check results, with the version number', async () => {
    const index = (await (await fetch(`${base}/api/schemas`)).json()) as { data: { number: number; files: Array<{ path: string }> } };
    expect(index.data.number).toBe(1);
    expect(index.data.files.map((file) => file.path)).toContain('routing/fill-routes.json');
    const check = (await (await fetch(`${base}/api/schemas/_check`)).json()) as { data: { number: number; problems: unknown[] } };
    expect(check.data.problems).toEqual([]);
    expect(check.data.number).toBe(1);
  });
  it('serves the files of some kinds in one answer, with an ETag and 304, and refuses an unknown kind', async () => {
    const first = await fetch(`${base}/api/schemas/_bundle?kinds=form,dictionary&reqseq=r1`);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { data: { version: string; files: Record<string, { id?: string }> } };
    expect(body.data.files['forms/dyqxx.json']?.id).toBe('dyqxx');
    expect(Object.keys(body.data.files)).toContain('dictionaries/DYFS.json');
    expect(Object.keys(body.data.files).some((path) => path.startsWith('pages/'))).toBe(false);
    const again = await fetch(`${base}/api/schemas/_bundle?kinds=dictionary,form`, { headers: { 'if-none-match': first.headers.get('etag')! } });
    expect(again.status).toBe(304);
    const unknown = await fetch(`${base}/api/schemas/_bundle?kinds=form,secrets`);
    expect(unknown.status).toBe(400);
    expect((await fetch(`${base}/api/schemas/_bundle`)).status).toBe(400);
    const unpublished = await fetch(`${base}/api/schemas/_bundle?kinds=form&version=7`);
    expect(unpublished.status).toBe(404);
    expect(((await unpublished.json()) as { message: string }).message).toBe('未知的配置版本：7');
  });
  it('refuses unknown files and paths that climb out', async () => {
    expect((await fetch(`${base}/api/schemas/forms/nope.json`)).status).toBe(404);
    expect((await fetch(`${base}/api/schemas/forms/%2e%2e/%2e%2e/package.json`)).status).toBeGreaterThanOrEqual(400);
  });
  it('answers getApplyTitle from the catalogue and title configuration', async () => {
    const answer = (await (await post('/online/wx/apilist/getApplyTitle', { reqseq: 'r1', prodefid: '2003' })).json()) as {
      errcode: string;
      data: { fwxx: Array<{ field: string; isfillin: string }>; qlrAlias: string };
    };
    expect(answer.errcode).toBe('00');
    expect(answer.data.fwxx.find((entry) => entry.field === 'bdcqzmh')?.isfillin).toBe('0');
    const unknown = await post('/online/wx/apilist/getApplyTitle', { reqseq: 'r2', prodefid: '999' });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errcode: string }).errcode).toBe('01');
  });
  it('answers getList with code and text items, in English when asked', async () => {
    const answer = (await (await post('/online/wx/apilist/getList', { reqseq: 'r', type: 'DYFS' })).json()) as { data: { items: unknown[] } };
    expect(answer.data.items).toEqual([
      { code: '1', text: '一般抵押' },
      { code: '2', text: '最高抵押' },
    ]);
    const en = (await (await post('/online/wx/apilist/getList', { type: 'JGDW' }, { 'accept-language': 'en' })).json()) as { data: { items: Array<{ text: string }> } };
    expect(en.data.items[0]?.text).toBe('Yuan');
    expect((await post('/online/wx/apilist/getList', { type: 'NOPE' })).status).toBe(400);
    expect((await post('/online/wx/apilist/getList', {})).status).toBe(400);
  });
  it('serves the validation helpers', async () => {
    const ok = (await (await post('/online/wx/apilist/IsIDCard', { value: '11010519491231002X' })).json()) as { errcode: string };
    expect(ok.errcode).toBe('00');
    const bad = (await (await post('/online/wx/apilist/IsIDCard', { value: '110105194912310021' })).json()) as { errcode: string; errmsg: string };
    expect(bad).toMatchObject({ errcode: '01', errmsg: '身份证格式有误!' });
    const mobile = (await (await post('/online/wx/apilist/IsMobilePhoneNumber', { value: '12712345678' })).json()) as { errmsg: string };
    expect(mobile.errmsg).toBe('手机号码格式不对哦~');
    const chinese = (await (await post('/online/wx/apilist/IsChineseCharacter', { value: '不动产' })).json()) as { errcode: string };
    expect(chinese.errcode).toBe('00');
    expect((await post('/online/wx/apilist/IsIDCard', {})).status).toBe(400);
  });
  it('validates a payload on the server with the browser messages', async () => {
    const answer = (await (
      await post('/api/schemas/_validate', { formId: 'applicant-individual', data: { sqr_type: '2', sqr_zjlx: '1', sqr_name: '张三', sqr_tel: '13800138000', sqr_zjh: '1', x: 1 } })
    ).json()) as { data: { valid: boolean; first: { message: string }; data: Record<string, unknown> } };
    expect(answer.data.valid).toBe(false);
    expect(answer.data.first.message).toBe('请输入合法的证件号码');
    expect(answer.data.data).not.toHaveProperty('x');
  });
  it('refuses to check a unit form without a business whose title configuration governs it, instead of passing it', async () => {
    for (const prodefid of [undefined, '9999']) {
      const answer = await post('/api/schemas/_validate', { formId: 'fwxx', prodefid, data: { zl: '人民路1号' } });
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { message: string }).message).toBe('未知的业务类型，无法校验该表单');
    }
    const known = (await (await post('/api/schemas/_validate', { formId: 'fwxx', prodefid: '1001', data: { zl: '人民路1号' } })).json()) as { data: { valid: boolean } };
    expect(known.data.valid).toBe(false);
  });
});
