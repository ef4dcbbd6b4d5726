import { describe, expect, it } from 'vitest';
import { hasContent, sanitizeArticleHtml } from './sanitizeArticleHtml';

const OWN_IMAGE = '/online/wx/apilist/contentImage/0123456789abcdef0123456789abcdef';

describe('sanitizeArticleHtml', () => {
  it('removes script, style, iframes, event attributes and javascript: links', () => {
    const dirty = [
      '<p onclick="steal()" style="color:red" class="x">正文<script>alert(1)</script></p>',
      '<style>p{display:none}</style>',
      '<iframe src="https://evil.example/"></iframe>',
      '<a href="javascript:alert(1)">点我</a>',
      '<a href="JaVaScRiPt:alert(1)">又一个</a>',
      '<img src="x" onerror="alert(1)">',
      '<svg><script>alert(1)</script></svg>',
      '<form action="/x"><input name="a"></form>',
    ].join('');
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toBe('<p>正文</p><a>点我</a><a>又一个</a>');
    expect(clean).not.toMatch(/script|style|iframe|onclick|onerror|javascript|alert/i);
  });

  it('keeps ordinary formatting, links and images from our own file store', () => {
    const html = [
      '<h2>标题</h2>',
      '<p><strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s><br /></p>',
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引用</p></blockquote>',
      '<p><a href="/guide">办事指南</a> <a href="tel:03103196700">电话</a></p>',
      `<p><img src="${OWN_IMAGE}" alt="现场" /></p>`,
    ].join('');
    expect(sanitizeArticleHtml(html)).toBe(html);
    expect(sanitizeArticleHtml('<a href="https://www.gov.cn/">政府网</a>')).toBe('<a href="https://www.gov.cn/" target="_blank" rel="noopener noreferrer">政府网</a>');
  });

  it('drops images from anywhere else, and data: addresses', () => {
    for (const src of ['https://evil.example/a.png', '//evil.example/a.png', 'data:image/png;base64,AAAA', `${OWN_IMAGE}/../x`, `${OWN_IMAGE}?x=1`]) {
      expect(sanitizeArticleHtml(`<p>前<img src="${src}">后</p>`)).toBe('<p>前后</p>');
    }
  });

  it('tells an empty article from one with text or an image', () => {
    expect(hasContent(sanitizeArticleHtml('<p><script>x</script></p>'))).toBe(false);
    expect(hasContent('<p>字</p>')).toBe(true);
    expect(hasContent(`<p><img src="${OWN_IMAGE}"></p>`)).toBe(true);
  });
});
