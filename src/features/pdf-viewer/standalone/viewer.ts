import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';

/**
 * The pdf.js viewer at /online/assets/pdf/web/viewer.html?file={encoded url}: every page drawn to
 * a canvas at the phone's width, with its text beside it for screen readers and search. Runs
 * under the app's CSP (no eval: isEvalSupported false; the worker is a file of our own origin).
 * Only same-origin files are opened.
 */
GlobalWorkerOptions.workerSrc = new URL('./pdf.worker.min.mjs', import.meta.url).href;

const english = /^en\b/i.test(navigator.language) && !/^zh/i.test(navigator.language);
const text = {
  loading: english ? 'Loading…' : '正在加载…',
  failed: english ? 'The file could not be opened' : '文件加载失败',
  badFile: english ? 'Invalid file address' : '文件地址无效',
  page: (n: number, total: number) => (english ? `Page ${n} of ${total}` : `第 ${n} 页，共 ${total} 页`),
  back: english ? 'Back' : '返回',
  download: english ? 'Download' : '下载',
  title: english ? 'File preview' : '文件预览',
};

const status = document.getElementById('status')!;
const pages = document.getElementById('pages')!;
const back = document.getElementById('back') as HTMLButtonElement;
const download = document.getElementById('download') as HTMLAnchorElement;
document.documentElement.lang = english ? 'en' : 'zh-CN';
back.textContent = text.back;
download.textContent = text.download;
document.getElementById('title')!.textContent = text.title;
status.textContent = text.loading;
back.addEventListener('click', () => {
  if (history.length > 1) history.back();
  else location.assign('/');
});

function sameOriginFile(): string | null {
  const raw = new URLSearchParams(location.search).get('file');
  if (!raw) return null;
  try {
    const url = new URL(raw, location.origin);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

async function show(): Promise<void> {
  const file = sameOriginFile();
  if (!file) {
    status.textContent = text.badFile;
    return;
  }
  download.href = file;
  const pdf = await getDocument({ url: file, isEvalSupported: false, withCredentials: true, enableXfa: false }).promise;
  const meta = await pdf.getMetadata().catch(() => null);
  const title = (meta?.info as { Title?: string } | undefined)?.Title;
  if (title) {
    document.title = title;
    document.getElementById('title')!.textContent = title;
  }
  status.remove();
  const width = Math.min(document.documentElement.clientWidth, 900) - 16;
  const ratio = window.devicePixelRatio || 1;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (width / base.width) * ratio });
    const box = document.createElement('section');
    box.className = 'page';
    box.style.width = `${width}px`;
    box.setAttribute('aria-label', text.page(n, pdf.numPages));
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.setAttribute('aria-hidden', 'true');
    box.appendChild(canvas);
    const content = await page.getTextContent();
    const words = document.createElement('div');
    words.className = 'text';
    words.textContent = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    box.appendChild(words);
    pages.appendChild(box);
    await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
  }
  pages.setAttribute('aria-busy', 'false');
  document.body.dataset.rendered = String(pdf.numPages);
}

show().catch(() => {
  status.textContent = text.failed;
  pages.setAttribute('aria-busy', 'false');
  document.body.dataset.rendered = 'error';
});
