import { describe, expect, it } from 'vitest';
import { codigoParaQuemIa, destinoDepoisDaCiencia } from './voltar';

const depois = (search: string) => destinoDepoisDaCiencia(new URLSearchParams(search));

describe('where a person led to the code was going', () => {
  it('the guard keeps the screen asked for, with its query', () => {
    expect(codigoParaQuemIa('/links')).toBe('/codigo-de-conduta?voltar=%2Flinks');
    expect(depois(codigoParaQuemIa('/atendimentos?status=aberto').split('?')[1]!)).toBe(
      '/atendimentos?status=aberto',
    );
    // the home and the code itself need no way back
    expect(codigoParaQuemIa('/portal')).toBe('/codigo-de-conduta');
    expect(codigoParaQuemIa('/codigo-de-conduta?voltar=%2Flinks')).toBe('/codigo-de-conduta');
  });

  it('"Continuar" follows only a path of this portal; anything else goes home', () => {
    expect(depois('voltar=%2Flinks')).toBe('/links');
    for (const ruim of [
      '',
      'voltar=',
      'voltar=https%3A%2F%2Fmal.example',
      'voltar=%2F%2Fmal.example',
      'voltar=%2F%5Cmal.example',
      'voltar=javascript%3Aalert(1)',
      'voltar=links',
      'voltar=%2Fcodigo-de-conduta',
    ]) {
      expect(depois(ruim), ruim).toBe('/portal');
    }
  });
});
