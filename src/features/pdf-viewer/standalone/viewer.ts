import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';

/**
 * The pdf.js viewer at /online/assets/pdf/web/viewer.html?file={encoded url}: every page drawn to
 * a canvas at the phone's width, with its text beside it for screen readers and search. At 320 px
 * a page's text is about 5 px high, so 放大/缩小 draw it again at up to three times the width (the
 * page then scrolls sideways), pinch zooming too; the hall's own language (hall.locale) wins. Runs
 * under the app's CSP (no eval: isEvalSupported false; the worker is a file of our own origin).
 * Only same-origin files are opened.
 */
GlobalWorkerOptions.workerSrc = new URL('./pdf.worker.min.mjs', import.meta.url).href;

const chosen = (() => {
  try {
    return localStorage.getItem('hall.locale');
  } catch {
    return null;
  }
})();
const english = chosen ? chosen === 'en' : /^en\b/i.test(navigator.language);
const text = {
  loading: english ? 'Loading…' : '正在加载…',
  failed: english ? 'The file could not be opened' : '文件加载失败',
  badFile: english ? 'Invalid file address' : '文件地址无效',
  page: (n: number, total: number) => (english ? `Page ${n} of ${total}` : `第 ${n} 页，共 ${total} 页`),
  back: english ? 'Back' : '返回',
  download: english ? 'Download' : '下载',
  title: english ? 'File preview' : '文件预览',
  zoomIn: english ? 'Zoom in' : '放大',
  zoomOut: english ? 'Zoom out' : '缩小',
};
const ZOOMS = [1, 1.5, 2, 3];

const status = document.getElementById('status')!;
const pages = document.getElementById('pages')!;
const back = document.getElementById('back') as HTMLButtonElement;
const download = document.getElementById('download') as HTMLAnchorElement;
const zoomIn = document.getElementById('zoom-in') as HTMLButtonElement;
const zoomOut = document.getElementById('zoom-out') as HTMLButtonElement;
zoomIn.setAttribute('aria-label', text.zoomIn);
zoomOut.setAttribute('aria-label', text.zoomOut);
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
  const fit = Math.min(document.documentElement.clientWidth, 900) - 16;
  const ratio = window.devicePixelRatio || 1;
  const boxes: { box: HTMLElement; canvas: HTMLCanvasElement; page: Awaited<ReturnType<typeof pdf.getPage>> }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const box = document.createElement('section');
    box.className = 'page';
    box.setAttribute('aria-label', text.page(n, pdf.numPages));
    const canvas = document.createElement('canvas');
    canvas.setAttribute('aria-hidden', 'true');
    box.appendChild(canvas);
    const content = await page.getTextContent();
    const words = document.createElement('div');
    words.className = 'text';
    words.textContent = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    box.appendChild(words);
    pages.appendChild(box);
    boxes.push({ box, canvas, page });
  }

  /** Draws every page at `zoom` times the screen's width (sharp at that size, not a stretched bitmap). */
  let drawing = Promise.resolve();
  const draw = (zoom: number) => {
    drawing = drawing.then(async () => {
      const width = fit * zoom;
      for (const { box, canvas, page } of boxes) {
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        box.style.width = `${width}px`;
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
      }
    });
    return drawing;
  };
  let level = 0;
  const zoomTo = (next: number) => {
    level = Math.max(0, Math.min(ZOOMS.length - 1, next));
    zoomOut.disabled = level === 0;
    zoomIn.disabled = level === ZOOMS.length - 1;
    return draw(ZOOMS[level]!);
  };
  zoomIn.addEventListener('click', () => void zoomTo(level + 1));
  zoomOut.addEventListener('click', () => void zoomTo(level - 1));
  await zoomTo(0);
  pages.setAttribute('aria-busy', 'false');
  document.body.dataset.rendered = String(pdf.numPages);
}

show().catch(() => {
  status.textContent = text.failed;
  pages.setAttribute('aria-busy', 'false');
  document.body.dataset.rendered = 'error';
});
