import { describe, expect, it } from 'vitest';
import { extensionOf, stripBidiControls } from './atendimentos.js';

describe('stripBidiControls', () => {
  it('removes overrides, embeddings, isolates and marks, so the real extension shows', () => {
    const sneaky = 'fatura\u202Efdp.exe';
    expect(stripBidiControls(sneaky)).toBe('faturafdp.exe');
    expect(extensionOf(stripBidiControls(sneaky))).toBe('exe');
    const every = '\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C';
    expect(stripBidiControls(`a${every}b.pdf`)).toBe('ab.pdf');
  });

  it('keeps ordinary names, accents and right-to-left letters as they are', () => {
    for (const name of ['Relatório de férias.pdf', 'תמונה.png', 'صورة.jpg', 'a\u200Db.png']) {
      expect(stripBidiControls(name)).toBe(name);
    }
  });
});
