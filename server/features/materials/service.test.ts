import { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import type { AttachmentGroup } from '../../../engine/schemas/types';
import type { FileStore } from '../../files/fileStore';
import type { MessagingApp } from '../../messaging-app/messagingApp';
import type { MaterialsRepository } from '../../applications/materialsRepository';
import { testVocabulary } from '../../../engine/vocabulary/testVocabulary';
import { createMaterialsService } from './service';

const GROUP: AttachmentGroup = { id: 'sfzm', name: '申请人身份证明', required: '是', accept: ['image/jpeg'], maxFiles: 2, maxBytes: 1024 * 1024 };

function setUp(options: { bytesKept?: number; inGroup?: number; quotaBytes?: number } = {}) {
  const put = vi.fn(async (_content: unknown, input: { kind: string }) => ({ id: `f-${input.kind}`, ownerOpenid: 'me', kind: input.kind, mime: 'image/jpeg', size: 1, originalName: null }));
  const insert = vi.fn(async () => undefined);
  const fetchMedia = vi.fn(async () => ({ content: Readable.from([jpeg]), mime: 'image/jpeg' }));
  const application = async (id: string) => (id === 'app' ? { id, openid: 'me', prodefid: '1001', shzt: 1 } : undefined);
  const repository = {
    application,
    lockApplication: application,
    countInGroup: async () => options.inGroup ?? 0,
    bytesOf: async () => options.bytesKept ?? 0,
    insert,
    transaction: (work: (trx: unknown) => Promise<unknown>) => work(repository),
  } as unknown as MaterialsRepository;
  const service = createMaterialsService({
    repository,
    files: { put, remove: vi.fn() } as unknown as FileStore,
    messagingApp: { fetchMedia } as unknown as MessagingApp,
    groupsFor: () => [GROUP],
    vocabulary: () => testVocabulary,
    quotaBytes: options.quotaBytes ?? 10_000,
  });
  return { service, put, insert, fetchMedia };
}

const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).jpeg().toBuffer();

describe('materials service: where a picture may go', () => {
  it('files a picture with room in its group and in the quota', async () => {
    const { service, insert } = setUp({ bytesKept: 9_999 });
    expect(await service.addFromMessagingApp('me', 'a'.repeat(32), 'sfzm@app')).toMatchObject({ datuminst_id: 'sfzm@app' });
    expect(insert).toHaveBeenCalledOnce();
  });

  it('refuses before fetching anything when the owner has used the quota', async () => {
    const { service, put, fetchMedia } = setUp({ bytesKept: 10_000 });
    await expect(service.addFromMessagingApp('me', 'a'.repeat(32), 'sfzm@app')).rejects.toMatchObject({ kind: 'invalid', reason: 'materials.quotaFull' });
    expect(fetchMedia).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses a full group with its limit in the message', async () => {
    const { service, put } = setUp({ inGroup: 2 });
    await expect(service.addFromMessagingApp('me', 'a'.repeat(32), 'sfzm@app')).rejects.toMatchObject({ kind: 'invalid', reason: 'materials.groupFull', params: { n: 2 } });
    expect(put).not.toHaveBeenCalled();
  });

  it("refuses a type the group does not accept, though it is an image (the group's own accept list)", async () => {
    const { service, fetchMedia, put } = setUp();
    fetchMedia.mockResolvedValueOnce({ content: Readable.from([await sharp(jpeg).png().toBuffer()]), mime: 'image/png' });
    await expect(service.addFromMessagingApp('me', 'a'.repeat(32), 'sfzm@app')).rejects.toMatchObject({ kind: 'invalid', reason: 'materials.notImage' });
    expect(put).not.toHaveBeenCalled();
  });
});
