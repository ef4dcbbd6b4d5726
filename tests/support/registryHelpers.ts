import type { TestClient } from './testClient';

export const ZHANG = { username: '张建国', zjh: '130402198503151231' };
export const ZHANG_CERT = '冀(2019)邯郸市不动产权第0016875号';

type Rec = { ID: string; state: number; state_msg: string };

/** Waits until a query record (newest first in the list) leaves states 0/10. */
export async function waitForRecord(client: TestClient, listPath: string, id: string, timeoutMs = 20_000): Promise<Rec> {
  const started = Date.now();
  for (;;) {
    const answer = await client.post<{ data: Rec[] | { data: Rec[] } }>(listPath);
    const list = Array.isArray(answer.body.data) ? answer.body.data : answer.body.data.data;
    const record = list.find((r) => r.ID === id);
    if (record && record.state >= 20) return record;
    if (Date.now() - started > timeoutMs) throw new Error(`record ${id} still ${record?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export async function fetchBytes(client: TestClient, path: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(client.baseUrl + path, { headers: { cookie: client.cookie } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The text of every page of a PDF, as pdf.js reads it (the embedded CJK font must map back to Unicode). */
export async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, useSystemFonts: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join('');
  }
  await doc.destroy();
  return text;
}

export function multipart(files: { name: string; bytes: Buffer; type?: string }[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) form.append('Filedata', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  return form;
}
