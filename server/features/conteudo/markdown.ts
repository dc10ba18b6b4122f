/**
 * A news item's body (docs/product/conteudo.md): Markdown limited to paragraphs, `##`/`###`
 * headings, lists, links (https, http, mailto), bold and italic, turned into HTML by markdown-it
 * and then sanitised by sanitize-html, two kept libraries rather than a sanitiser of our own
 * (docs/decisions/076-conteudo-do-site.md). markdown-it escapes raw HTML (`html: false`) and
 * refuses `javascript:` links itself; sanitize-html then keeps only the tags, attributes and
 * schemes listed here, whatever markdown-it let through.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const md = new MarkdownIt('zero', {
  html: false,
  linkify: false,
  typographer: false,
  breaks: false,
})
  .enable(['heading', 'list', 'paragraph', 'link', 'emphasis', 'newline', 'escape', 'entity'])
  .enable(['balance_pairs', 'fragments_join', 'text_join']);

const SANEAMENTO: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'br'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // a page has one h1, the title: the body's headings start below it
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** The body as HTML safe to put in the page. */
export function renderizarMarkdown(corpo: string): string {
  return sanitizeHtml(md.render(corpo), SANEAMENTO).trim();
}
