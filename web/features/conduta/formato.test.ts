import { describe, expect, it } from 'vitest';
import { blocosDoTexto } from './formato';

describe('blocosDoTexto', () => {
  it('reads headings, lists and paragraphs; keeps single line breaks', () => {
    expect(
      blocosDoTexto(
        '## Respeito\r\n\r\nTratamos todos\ncom respeito.\n\n- sem assédio\n- sem discriminação\n\n### Canal\nUse a Ouvidoria.',
      ),
    ).toEqual([
      { tipo: 'titulo', nivel: 2, texto: 'Respeito' },
      { tipo: 'paragrafo', linhas: ['Tratamos todos', 'com respeito.'] },
      { tipo: 'lista', itens: ['sem assédio', 'sem discriminação'] },
      { tipo: 'titulo', nivel: 3, texto: 'Canal' },
      { tipo: 'paragrafo', linhas: ['Use a Ouvidoria.'] },
    ]);
  });

  it('takes markup as plain text', () => {
    expect(blocosDoTexto('<script>alert(1)</script>\n\n# Um só\n\n####### x')).toEqual([
      { tipo: 'paragrafo', linhas: ['<script>alert(1)</script>'] },
      { tipo: 'paragrafo', linhas: ['# Um só'] },
      { tipo: 'paragrafo', linhas: ['####### x'] },
    ]);
  });
});
