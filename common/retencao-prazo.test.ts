/**
 * The Ouvidoria's period on the notice is said from OUVIDORIA_RETENCAO_DIAS
 * (docs/decisions/062-retencao-da-ouvidoria-configurada.md): the words must match the days the
 * job counts.
 */
import { describe, expect, it } from 'vitest';
import { prazoDaOuvidoria, prazoEmPalavras, RETENCAO, retencaoComOuvidoria } from './retencao.js';

describe('prazoEmPalavras', () => {
  it('says whole years of 365 days as years, anything else in days', () => {
    expect(prazoEmPalavras(1825)).toBe('5 anos');
    expect(prazoEmPalavras(730)).toBe('2 anos');
    expect(prazoEmPalavras(365)).toBe('1 ano');
    expect(prazoEmPalavras(366)).toBe('366 dias');
    expect(prazoEmPalavras(30)).toBe('30 dias');
    expect(prazoEmPalavras(1)).toBe('1 dia');
  });
});

describe("the Ouvidoria's period on the notice", () => {
  it('is the default one, in words, when nothing is configured', () => {
    expect(RETENCAO.ouvidoria.dias).toBe(1825);
    expect(RETENCAO.ouvidoria.prazo).toBe('5 anos depois da conclusão ou do arquivamento do caso.');
  });

  it('follows the configured days, and only the Ouvidoria changes', () => {
    const r = retencaoComOuvidoria(30);
    expect(r.ouvidoria.prazo).toBe('30 dias depois da conclusão ou do arquivamento do caso.');
    expect(r.ouvidoria.dias).toBe(30);
    expect(prazoDaOuvidoria(30)).toBe(r.ouvidoria.prazo);
    expect({ ...r, ouvidoria: RETENCAO.ouvidoria }).toEqual(RETENCAO);
  });
});
