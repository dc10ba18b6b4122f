import { describe, expect, it } from 'vitest';
import { aparelhoEmToquio } from './aparelho-noutro-fuso';

describe('dates in the company’s time zone, on a device in another', () => {
  const t = aparelhoEmToquio(() => import('./datas'));

  it('writes an instant as it reads in the company', () => {
    // 01:30 UTC is 22:30 of the day before in the company, 10:30 of that day in Tokyo
    const { data, dataHora, diaNaEmpresa, hora } = t.m;
    const iso = '2026-12-01T01:30:00Z';
    expect(dataHora(iso)).toBe('30/11/2026, 22:30');
    expect(data(iso)).toBe('30/11/2026');
    expect(hora(iso)).toBe('22:30');
    expect(diaNaEmpresa(iso)).toBe('2026-11-30');
    expect(diaNaEmpresa(new Date(iso))).toBe('2026-11-30');
  });

  it('shows an unreadable instant as it came instead of failing the screen', () => {
    const { data, dataHora, diaNaEmpresa, hora } = t.m;
    for (const f of [data, dataHora, diaNaEmpresa, hora]) expect(f('ontem')).toBe('ontem');
  });

  it('a time typed on the company’s clock is the instant it means there, both ways', () => {
    const { campoNaEmpresa, instanteDoCampo } = t.m;
    expect(campoNaEmpresa(new Date('2026-12-01T01:30:00Z'))).toBe('2026-11-30T22:30');
    expect(instanteDoCampo('2026-11-30T22:30')).toBe('2026-12-01T01:30:00.000Z');
    // a summer when São Paulo kept daylight time (UTC−2) and a winter of that year (UTC−3)
    expect(instanteDoCampo('2018-01-15T12:00')).toBe('2018-01-15T14:00:00.000Z');
    expect(instanteDoCampo('2018-06-15T12:00')).toBe('2018-06-15T15:00:00.000Z');
    expect(campoNaEmpresa(new Date('2018-01-15T14:00:00Z'))).toBe('2018-01-15T12:00');
    expect(instanteDoCampo('')).toBe('');
    expect(instanteDoCampo('amanhã')).toBe('');
  });

  it('stamps a file name on the company’s clock', () => {
    expect(t.m.carimbo(new Date('2026-12-01T01:30:05Z'))).toBe('20261130-223005');
  });
});

describe('a month of the indicators', () => {
  it('is that month on every device', async () => {
    const { mesCurto } = await import('./indicadores');
    expect(mesCurto('2026-11')).toMatch(/^nov\.? de 26$/);
    expect(mesCurto('2026-01')).toMatch(/^jan\.? de 26$/);
  });
});
