/**
 * The text format of the Código de Conduta (docs/decisions/051-codigo-de-conduta.md): plain
 * text, blocks separated by a blank line; a block starting with "## " is a heading ("### " a
 * smaller one); a block whose every line starts with "- " is a list; any other block is a
 * paragraph, its single line breaks kept. Nothing else is interpreted: no HTML, no links. The
 * blocks are drawn as React elements, so no text is ever read as markup.
 */
export type Bloco =
  | { tipo: 'titulo'; nivel: 2 | 3; texto: string }
  | { tipo: 'lista'; itens: string[] }
  | { tipo: 'paragrafo'; linhas: string[] };

export function blocosDoTexto(texto: string): Bloco[] {
  const blocos: Bloco[] = [];
  for (const cru of texto.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const linhas = cru
      .split('\n')
      .map((l) => l.trimEnd())
      .filter((l) => l.trim() !== '');
    if (linhas.length === 0) continue;
    const primeira = linhas[0]!.trimStart();
    const titulo = /^(#{2,3})\s+(.+)$/.exec(primeira);
    if (titulo) {
      blocos.push({ tipo: 'titulo', nivel: titulo[1]!.length as 2 | 3, texto: titulo[2]!.trim() });
      // lines under a heading in the same block are its first paragraph
      const resto = linhas.slice(1);
      if (resto.length) blocos.push(...blocosDoTexto(resto.join('\n')));
      continue;
    }
    if (linhas.every((l) => /^\s*-\s+/.test(l))) {
      blocos.push({ tipo: 'lista', itens: linhas.map((l) => l.replace(/^\s*-\s+/, '')) });
      continue;
    }
    blocos.push({ tipo: 'paragrafo', linhas: linhas.map((l) => l.trim()) });
  }
  return blocos;
}
