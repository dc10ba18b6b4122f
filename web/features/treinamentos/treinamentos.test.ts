import { describe, expect, it } from 'vitest';
import { diaBr, duracao } from './format';
import { situacaoCsv } from './situacao-csv';
import { codigoLegivel } from './components/CodigoDePresenca';

describe('the situation CSV', () => {
  it('one line per person, days as the screen writes them, the state in words', () => {
    const csv = situacaoCsv([
      {
        usuario_id: 1,
        nome: 'Ana',
        role: 'colaborador',
        ultimo_treinamento: '2025-12-15',
        vencimento: '2026-12-15',
        situacao: 'a_vencer',
      },
      {
        usuario_id: 2,
        nome: '=Bruno',
        role: 'rh',
        ultimo_treinamento: null,
        vencimento: null,
        situacao: 'nunca',
      },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const linhas = csv.slice(1).trimEnd().split('\r\n');
    expect(linhas[1]).toBe('"Ana";"Colaborador";"15/12/2025";"15/12/2026";"A vencer"');
    // a name a spreadsheet would run as a formula is neutralised (web/lib/csv.ts)
    expect(linhas[2]).toBe(`"'=Bruno";"RH";"";"";"Nunca fez"`);
  });
});

describe('how trainings are written', () => {
  it('days, durations and the code', () => {
    expect(diaBr('2024-02-29')).toBe('29/02/2024');
    expect(diaBr(null)).toBe('—');
    expect(duracao(45)).toBe('45 min');
    expect(duracao(90)).toBe('1 h 30 min');
    expect(duracao(120)).toBe('2 h');
    expect(codigoLegivel('054968')).toBe('054 968');
  });
});
