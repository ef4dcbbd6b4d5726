import express from 'express';
import { serveOnRandomPort } from '../../tests/support/serveOnRandomPort';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressJson } from './compressJson';

let base = '';
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(compressJson);
  app.get('/small', (_req, res) => void res.json({ errcode: '0', data: { name: '张建国' } }));
  app.get('/large', (_req, res) => void res.json({ list: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `不动产登记公告 ${i}` })) }));
  ({ base, close } = await serveOnRandomPort(app));
});

afterAll(() => close());

describe('compressJson', () => {
  it('sends a small answer as plain JSON', async () => {
    const response = await fetch(`${base}/small`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual({ errcode: '0', data: { name: '张建国' } });
  });

  it('gzips a large answer for a client that accepts it, and only then', async () => {
    const gzipped = await fetch(`${base}/large`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(((await gzipped.json()) as { list: unknown[] }).list).toHaveLength(200);
    const plain = await fetch(`${base}/large`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
  });
});
