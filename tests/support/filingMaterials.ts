import sharp from 'sharp';
import type { TestClient } from './testClient';

interface Group {
  id: string;
  name: string;
  required: string;
}

/** A small real picture (the server decodes every picture it keeps). */
export const photo = (format: 'jpeg' | 'png' | 'webp' | 'gif' = 'jpeg', width = 320, height = 240) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .toFormat(format)
    .toBuffer();

/**
 * One picture in each required attachment group of an application (marked 是), uploaded as the
 * upload page's multipart call does: what submit needs besides the forms.
 */
export async function fillRequiredGroups(client: TestClient, proinstid: string): Promise<void> {
  const groups = await client.post<{ data: { datuminstInfo: Group[] } }>('/online/wx/apilist/getUploadType', { slsqId: proinstid, sfhqmx: '0' });
  for (const group of groups.body.data.datuminstInfo.filter((g) => g.required === '是')) {
    const form = new FormData();
    form.append('materialId', group.id);
    form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'scan.jpg');
    const answer = await client.request<{ errcode: string }>('POST', `/mp/api/material/uploadfiles?reqseq=${crypto.randomUUID()}`, { body: form });
    if (answer.body.errcode !== '00') throw new Error(`upload into ${group.name} failed: ${JSON.stringify(answer.body)}`);
  }
}
