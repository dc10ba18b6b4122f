import { describe, expect, it } from 'vitest';
import { aparelhoEmToquio } from './aparelho-noutro-fuso';
import { data, dataHora, diaNaEmpresa, hora } from './datas';
import { mesCurto } from './indicadores';

describe('dates in the company’s time zone, on a device in another', () => {
  aparelhoEmToquio();

  it('writes an instant as it reads in the company', () => {
    // 01:30 UTC is 22:30 of the day before in the company, 10:30 of that day in Tokyo
    const iso = '2026-12-01T01:30:00Z';
    expect(dataHora(iso)).toBe('30/11/2026, 22:30');
    expect(data(iso)).toBe('30/11/2026');
    expect(hora(iso)).toBe('22:30');
    expect(diaNaEmpresa(iso)).toBe('2026-11-30');
    expect(diaNaEmpresa(new Date(iso))).toBe('2026-11-30');
  });

  it('a month of the indicators is that month on every device', () => {
    expect(mesCurto('2026-11')).toMatch(/^nov\.? de 26$/);
    expect(mesCurto('2026-01')).toMatch(/^jan\.? de 26$/);
  });
});
