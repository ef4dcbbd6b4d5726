import sanitizeHtml from 'sanitize-html';
import { isContentImageUrl } from '../../information/contentImages';

/**
 * The one allow-list of the articles' rich text (docs/decisions/0095): what the editor's toolbar
 * makes (paragraphs, headings, emphasis, lists, quotes, code, rules, links, images) and nothing
 * else. No style, no class, no event attribute, no script, iframe, form or object. Links may go to
 * http(s), mailto and tel, or stay in the app (a path); images only from our own file store.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'hr', 'code', 'pre'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A script's or style's text is dropped with it, not kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object'],
  exclusiveFilter: (frame) => frame.tag === 'img' && !isContentImageUrl(frame.attribs.src ?? ''),
  transformTags: {
    // A link leaving the app opens beside it and tells the other site nothing.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { href } = attribs;
      const kept: sanitizeHtml.Attributes = href === undefined ? {} : external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
      return { tagName, attribs: kept };
    },
  },
};

/** The editor's HTML as it may be stored and shown to citizens. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitized HTML shows anything: text, or an image. */
export function hasContent(html: string): boolean {
  return /<img\b/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim() !== '';
}
