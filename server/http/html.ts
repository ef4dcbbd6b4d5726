/** Escapes text for HTML; the emulator's small server-made pages use it for every value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

/** A plain phone-sized page with no inline script, for the emulated messaging app and the logout page (the emulator's forms add emulator/inPlaceScript by tag). */
export function htmlPage(title: string, body: string, lang = 'zh-CN'): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
body{font-family:-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:480px;margin:0 auto;padding:24px 16px}h1{font-size:20px}
label{display:flex;align-items:center;gap:8px;min-height:44px;background:#fff;padding:0 12px;border-bottom:1px solid #eee}
input[type=text]{font-size:16px;padding:10px;width:100%;box-sizing:border-box;border:1px solid #ccc;border-radius:6px}
button,a.button{display:block;width:100%;min-height:44px;margin-top:12px;font-size:16px;border-radius:6px;border:0;background:#07c160;color:#fff;text-align:center;line-height:44px;text-decoration:none}
button.secondary{background:#fff;color:#07c160;border:1px solid #07c160}
:focus-visible{outline:3px solid #1677ff;outline-offset:2px}p.note{color:#555;font-size:14px}
</style></head><body><main>${body}</main></body></html>`;
}
