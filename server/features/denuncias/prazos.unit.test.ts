import { describe, expect, it } from 'vitest';
import { cumpridoNoPrazo, pertoDoPrazo, prazosDe } from './prazos.js';

const criado_em = '2026-03-02T13:00:00.000Z';
const at = (iso: string) => new Date(iso);

describe('legal clocks of a case', () => {
  it('due dates are 7 and 90 days after receipt', () => {
    const p = prazosDe({ criado_em, confirmada_em: null, encerrada_em: null }, at(criado_em));
    expect(p.prazo_confirmacao).toBe('2026-03-09T13:00:00.000Z');
    expect(p.prazo_retorno).toBe('2026-05-31T13:00:00.000Z');
    expect(p.atrasada).toBe(false);
  });

  it('late once the acknowledgement is past due and unmet, not at the due instant', () => {
    const caso = { criado_em, confirmada_em: null, encerrada_em: null };
    expect(prazosDe(caso, at('2026-03-09T13:00:00.000Z')).atrasada).toBe(false);
    const late = prazosDe(caso, at('2026-03-09T13:00:00.001Z'));
    expect([late.atrasada, late.confirmacao_atrasada, late.retorno_atrasado]).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('a met clock is no longer late, even if met late; the 90-day clock still runs', () => {
    const caso = { criado_em, confirmada_em: '2026-03-20T10:00:00.000Z', encerrada_em: null };
    expect(prazosDe(caso, at('2026-04-01T00:00:00.000Z')).atrasada).toBe(false);
    const p = prazosDe(caso, at('2026-06-01T00:00:00.000Z'));
    expect([p.atrasada, p.retorno_atrasado]).toEqual([true, true]);
    const encerrado = { ...caso, encerrada_em: '2026-06-10T00:00:00.000Z' };
    expect(prazosDe(encerrado, at('2026-07-01T00:00:00.000Z')).atrasada).toBe(false);
  });

  it('counts a clock as met in time only when met by its due date', () => {
    expect(cumpridoNoPrazo('2026-03-09T13:00:00.000Z', '2026-03-09T13:00:00.000Z')).toBe(true);
    expect(cumpridoNoPrazo('2026-03-09T13:00:01.000Z', '2026-03-09T13:00:00.000Z')).toBe(false);
    expect(cumpridoNoPrazo(null, '2026-03-09T13:00:00.000Z')).toBe(false);
  });

  it('near its due date: a running clock due within two days, not yet late', () => {
    const caso = { criado_em, confirmada_em: null, encerrada_em: null };
    // the 7-day clock falls due on 09/03 13:00
    expect(pertoDoPrazo(caso, at('2026-03-07T12:59:59.999Z'))).toBe(false);
    expect(pertoDoPrazo(caso, at('2026-03-07T13:00:00.000Z'))).toBe(true);
    expect(pertoDoPrazo(caso, at('2026-03-09T13:00:00.000Z'))).toBe(true);
    // late is not near: it is counted as late
    expect(pertoDoPrazo(caso, at('2026-03-09T13:00:00.001Z'))).toBe(false);
    // answered: only the 90-day clock runs, due 31/05 13:00
    const confirmado = { ...caso, confirmada_em: '2026-03-03T10:00:00.000Z' };
    expect(pertoDoPrazo(confirmado, at('2026-03-08T13:00:00.000Z'))).toBe(false);
    expect(pertoDoPrazo(confirmado, at('2026-05-30T13:00:00.000Z'))).toBe(true);
    expect(
      pertoDoPrazo(
        { ...confirmado, encerrada_em: '2026-05-01T00:00:00.000Z' },
        at('2026-05-30T13:00:00.000Z'),
      ),
    ).toBe(false);
  });
});
