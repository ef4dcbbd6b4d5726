import { describe, expect, it } from 'vitest';
import { newSignedInUser } from '../support/testClient';
import { apiBaseUrl } from '../support/apiServer';

const baseUrl = apiBaseUrl();

// A 1x1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(field: string, content: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(content)], { type }), filename);
  return form;
}

describe.skipIf(!baseUrl)('the emulated JS-SDK', () => {
  it('signs a page url that the emulated SDK accepts, and refuses a tampered signature', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const url = `${baseUrl}/upload?slsqId=1#top`;
    const config = await client.post<{ data: Record<string, string> }>('/wechat/api/wechatimg/createwxconfig', { url });
    expect(config.body.data.signature).toMatch(/^[a-f0-9]{40}$/);
    const verified = await client.post('/wechat/emulator/jssdk/verify', { ...config.body.data, url });
    expect(verified.body).toMatchObject({ stat: 1 });
    const tampered = await client.post('/wechat/emulator/jssdk/verify', { ...config.body.data, url: `${baseUrl}/other` });
    expect(tampered.status).toBe(400);
  });

  it('uploads an image to the messaging app, downloads it into the hall, and serves it only to its owner', async () => {
    const owner = await newSignedInUser(baseUrl);
    const upload = await owner.client.request<{ data: { serverId: string } }>('POST', '/wechat/emulator/media/upload', {
      body: multipart('media', PNG, 'photo.png', 'image/png'),
    });
    expect(upload.status).toBe(200);
    const downloaded = await owner.client.post<{ data: { fileId: string; url: string } }>('/wechat/api/wechatimg/download', { serverId: upload.body.data.serverId });
    expect(downloaded.status).toBe(200);
    const file = await fetch(baseUrl + downloaded.body.data.url, { headers: { cookie: owner.client.cookie } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    const stranger = await newSignedInUser(baseUrl);
    expect((await stranger.client.get(downloaded.body.data.url)).status).toBe(403);
    // As on the real platform, a media id is known only to the page that uploaded it; an unknown one is a 404.
    expect((await stranger.client.post('/wechat/api/wechatimg/download', { serverId: 'f'.repeat(32) })).status).toBe(404);
  });

  it('refuses a text file renamed to .png, judged by its content', async () => {
    const { client } = await newSignedInUser(baseUrl);
    const answer = await client.request('POST', '/wechat/emulator/media/upload', {
      body: multipart('media', Buffer.from('not really an image'.repeat(10)), 'photo.png', 'image/png'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ stat: 0, message: '文件类型不支持' });
  });
});
