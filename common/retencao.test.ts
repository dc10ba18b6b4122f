/**
 * The retention table is one (docs/product/privacidade.md, "Retention"): the notice draws it
 * from common/retencao.ts, and the product's document lists the same kinds, no more, no fewer.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENCAO } from './retencao.js';

describe('the retention table in docs/product/privacidade.md', () => {
  it('lists exactly the kinds of common/retencao.ts', () => {
    const doc = fs.readFileSync('docs/product/privacidade.md', 'utf8');
    const secao = doc.split('## Retention')[1]!.split('\n## ')[0]!;
    const nasLinhas = [...secao.matchAll(/^\| `([a-z_]+)`/gm)].map((m) => m[1]);
    expect(nasLinhas.sort()).toEqual(Object.keys(RETENCAO).sort());
  });
});
