import { describe, expect, it } from 'vitest';
import { renderizarMarkdown } from './markdown.js';

describe('news body: Markdown rendered, then sanitised', () => {
  it('keeps what the editor offers: headings, lists, links, bold and italic', () => {
    const html = renderizarMarkdown(
      '## Safra\n\n### Soja\n\nTexto com **negrito** e _itálico_ e [site](https://exemplo.com.br).\n\n- um\n- dois\n\n1. primeiro\n\n[e-mail](mailto:rh@exemplo.com.br) [antigo](http://exemplo.com.br)',
    );
    expect(html).toContain('<h2>Safra</h2>');
    expect(html).toContain('<h3>Soja</h3>');
    expect(html).toContain('<strong>negrito</strong>');
    expect(html).toContain('<em>itálico</em>');
    expect(html).toContain(
      '<a href="https://exemplo.com.br" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(html).toContain('<ul>\n<li>um</li>');
    expect(html).toContain('<ol>');
    expect(html).toContain('href="mailto:rh@exemplo.com.br"');
    expect(html).toContain('href="http://exemplo.com.br"');
  });

  it('a title heading (#) becomes a second-level one: the page has one h1', () => {
    expect(renderizarMarkdown('# Grande')).toBe('<h2>Grande</h2>');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](java\nscript:alert(1))',
    '[x](data:text/html,<script>alert(1)</script>)',
    '[x](vbscript:msgbox(1))',
    '<svg onload=alert(1)>',
    '<iframe src="https://exemplo.com"></iframe>',
    '<p style="x" onmouseover="alert(1)">oi</p>',
  ])('nothing that runs survives: %s', (corpo) => {
    const html = renderizarMarkdown(corpo);
    // every tag in the output is one the editor offers; a link's only attributes are a safe
    // href and rel; whatever else was typed is there as text (escaped), never as markup
    const tags = html.match(/<[^>]*>/g) ?? [];
    for (const tag of tags) {
      expect(tag).toMatch(
        /^<\/?(p|h2|h3|ul|ol|li|strong|em|br)>$|^<a href="(https?|mailto):[^"]*" rel="noopener noreferrer nofollow">$|^<\/a>$/,
      );
    }
    expect(html).not.toMatch(/<(script|img|svg|iframe)/i);
  });

  it('raw HTML is shown as text, not dropped silently nor obeyed', () => {
    expect(renderizarMarkdown('<b>oi</b>')).toBe('<p>&lt;b&gt;oi&lt;/b&gt;</p>');
  });
});
