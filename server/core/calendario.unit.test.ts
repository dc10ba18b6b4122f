/**
 * The support calendar against answers worked out by hand on a printed calendar. Times are
 * Brasília time (UTC−3, no daylight saving since 2019). The default calendar is the product's:
 * Monday to Friday 07:30–18:00 (630 minutes a day), Carnaval and Corpus Christi closed, Ash
 * Wednesday morning and the afternoons of 24 and 31 December open.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteContent, type CalendarioSuporte } from '../../common/content.js';
import { brt as emBrasilia } from '../test/relogio.js';
import { Calendario, REGRAS_FACULTATIVAS } from './calendario.js';

const padrao: CalendarioSuporte = siteContent.parse(
  JSON.parse(fs.readFileSync('content/site.json', 'utf8')),
).suporte.calendario;

const com = (over: Partial<CalendarioSuporte>): CalendarioSuporte => ({ ...padrao, ...over });
const facultativos = (over: Partial<CalendarioSuporte['feriadosFacultativos']>) =>
  com({ feriadosFacultativos: { ...padrao.feriadosFacultativos, ...over } });
const almoco = com({
  expediente: {
    ...padrao.expediente,
    qua: [
      ['07:30', '11:30'],
      ['13:00', '18:00'],
    ],
  },
});

/** "2026-11-25 10:00" in Brasília time, as a Date. */
const brt = (s: string) => new Date(emBrasilia(s));

interface CasoSoma {
  caso: string;
  inicio: string;
  minutos: number;
  esperado: string;
  cfg?: CalendarioSuporte;
}

const somas: CasoSoma[] = [
  {
    caso: 'a business morning',
    inicio: '2026-11-25 10:00',
    minutos: 120,
    esperado: '2026-11-25 12:00',
  },
  {
    caso: 'across the evening close',
    inicio: '2026-11-25 17:00',
    minutos: 120,
    esperado: '2026-11-26 08:30',
  },
  {
    caso: 'opened on a Friday evening',
    inicio: '2026-11-27 19:00',
    minutos: 120,
    esperado: '2026-11-30 09:30',
  },
  {
    caso: 'opened on a Saturday',
    inicio: '2026-11-28 10:00',
    minutos: 120,
    esperado: '2026-11-30 09:30',
  },
  {
    caso: 'opened on a Sunday night',
    inicio: '2026-11-29 23:59',
    minutos: 120,
    esperado: '2026-11-30 09:30',
  },
  {
    caso: 'opened at night',
    inicio: '2026-11-24 03:00',
    minutos: 120,
    esperado: '2026-11-24 09:30',
  },
  {
    caso: 'due exactly at closing',
    inicio: '2026-11-25 10:00',
    minutos: 480,
    esperado: '2026-11-25 18:00',
  },
  {
    caso: 'one minute past closing',
    inicio: '2026-11-25 10:01',
    minutos: 480,
    esperado: '2026-11-26 07:31',
  },
  {
    caso: 'a deadline across the year end (Ano Novo)',
    inicio: '2026-12-31 17:00',
    minutos: 120,
    esperado: '2027-01-04 08:30',
  },
  {
    caso: 'Natal 2026 on a Friday',
    inicio: '2026-12-24 16:00',
    minutos: 480,
    esperado: '2026-12-28 13:30',
  },
  {
    caso: 'Carnaval 2026 (Monday and Tuesday)',
    inicio: '2026-02-13 17:00',
    minutos: 120,
    esperado: '2026-02-18 08:30',
  },
  {
    caso: 'opened on Carnaval Monday 2027',
    inicio: '2027-02-08 10:00',
    minutos: 120,
    esperado: '2027-02-10 09:30',
  },
  {
    caso: 'Ash Wednesday morning switched on (closed until 14:00)',
    inicio: '2027-02-08 10:00',
    minutos: 120,
    esperado: '2027-02-10 16:00',
    cfg: facultativos({ quartaFeiraDeCinzas: true }),
  },
  {
    caso: 'Carnaval switched off',
    inicio: '2026-02-16 10:00',
    minutos: 120,
    esperado: '2026-02-16 12:00',
    cfg: facultativos({ carnaval: false }),
  },
  {
    caso: 'Sexta-feira Santa 2026',
    inicio: '2026-04-02 17:30',
    minutos: 120,
    esperado: '2026-04-06 09:00',
  },
  {
    caso: 'Sexta-feira Santa 2027',
    inicio: '2027-03-25 17:00',
    minutos: 120,
    esperado: '2027-03-29 08:30',
  },
  {
    caso: 'Tiradentes 2026 on a Tuesday',
    inicio: '2026-04-20 17:00',
    minutos: 120,
    esperado: '2026-04-22 08:30',
  },
  {
    caso: 'Dia do Trabalho 2026 on a Friday',
    inicio: '2026-04-30 18:00',
    minutos: 60,
    esperado: '2026-05-04 08:30',
  },
  {
    caso: 'Corpus Christi 2026',
    inicio: '2026-06-03 17:00',
    minutos: 120,
    esperado: '2026-06-05 08:30',
  },
  {
    caso: 'opened on Corpus Christi 2027',
    inicio: '2027-05-27 09:00',
    minutos: 30,
    esperado: '2027-05-28 08:00',
  },
  {
    caso: 'Corpus Christi switched off',
    inicio: '2026-06-04 09:00',
    minutos: 30,
    esperado: '2026-06-04 09:30',
    cfg: facultativos({ corpusChristi: false }),
  },
  {
    caso: 'Independência 2026 on a Monday',
    inicio: '2026-09-04 17:45',
    minutos: 120,
    esperado: '2026-09-08 09:15',
  },
  {
    caso: 'Nossa Senhora Aparecida 2026 after a weekend',
    inicio: '2026-10-11 12:00',
    minutos: 120,
    esperado: '2026-10-13 09:30',
  },
  {
    caso: 'Finados 2026 after a Friday night',
    inicio: '2026-10-30 18:30',
    minutos: 120,
    esperado: '2026-11-03 09:30',
  },
  {
    caso: 'opened on Proclamação da República 2027',
    inicio: '2027-11-15 08:00',
    minutos: 30,
    esperado: '2027-11-16 08:00',
  },
  {
    caso: 'Consciência Negra 2026 on a Friday',
    inicio: '2026-11-19 17:00',
    minutos: 120,
    esperado: '2026-11-23 08:30',
  },
  {
    caso: 'Consciência Negra 2027 on a Saturday',
    inicio: '2027-11-19 17:00',
    minutos: 120,
    esperado: '2027-11-22 08:30',
  },
  {
    caso: 'Natal 2027 on a Saturday',
    inicio: '2027-12-24 17:00',
    minutos: 120,
    esperado: '2027-12-27 08:30',
  },
  {
    caso: 'Véspera de Ano Novo switched on (closed from 14:00), across the year end',
    inicio: '2027-12-31 13:00',
    minutos: 120,
    esperado: '2028-01-03 08:30',
    cfg: facultativos({ vesperaDeAnoNovo: true }),
  },
  {
    caso: 'a municipal date every year (MM-DD)',
    inicio: '2026-09-29 17:00',
    minutos: 120,
    esperado: '2026-10-01 08:30',
    cfg: com({ datasLocais: [{ data: '09-30', nome: 'Aniversário do município' }] }),
  },
  {
    caso: 'a local date once (YYYY-MM-DD), not the next year',
    inicio: '2027-07-15 17:00',
    minutos: 120,
    esperado: '2027-07-16 08:30',
    cfg: com({ datasLocais: [{ data: '2026-07-16', nome: 'Ponto facultativo' }] }),
  },
  {
    caso: 'a local date once, in its year',
    inicio: '2026-07-15 17:00',
    minutos: 120,
    esperado: '2026-07-17 08:30',
    cfg: com({ datasLocais: [{ data: '2026-07-16', nome: 'Ponto facultativo' }] }),
  },
  {
    caso: 'lunch break in the middle',
    inicio: '2026-11-25 11:00',
    minutos: 60,
    esperado: '2026-11-25 13:30',
    cfg: almoco,
  },
  {
    caso: 'opened during lunch',
    inicio: '2026-11-25 12:00',
    minutos: 30,
    esperado: '2026-11-25 13:30',
    cfg: almoco,
  },
];

describe('Calendario.somarMinutosUteis, worked out by hand', () => {
  it.each(somas)(
    '$caso: $inicio + $minutos min → $esperado',
    ({ inicio, minutos, esperado, cfg }) => {
      const cal = new Calendario(cfg ?? padrao);
      expect(cal.somarMinutosUteis(brt(inicio), minutos).toISOString()).toBe(
        brt(esperado).toISOString(),
      );
    },
  );
});

const entre: Array<{ caso: string; de: string; ate: string; minutos: number }> = [
  { caso: 'two morning hours', de: '2026-11-25 10:00', ate: '2026-11-25 12:00', minutos: 120 },
  { caso: 'across a weekend', de: '2026-11-27 17:00', ate: '2026-11-30 08:30', minutos: 120 },
  {
    caso: 'a pause across a holiday (Consciência Negra)',
    de: '2026-11-19 17:00',
    ate: '2026-11-23 09:00',
    minutos: 150,
  },
  { caso: 'night to early morning', de: '2026-11-24 20:00', ate: '2026-11-25 06:00', minutos: 0 },
  { caso: 'the end before the start', de: '2026-11-25 12:00', ate: '2026-11-25 10:00', minutos: 0 },
  { caso: 'Carnaval week 2027', de: '2027-02-05 17:00', ate: '2027-02-10 08:00', minutos: 90 },
];

describe('Calendario.minutosUteisEntre, worked out by hand', () => {
  it.each(entre)('$caso: $de → $ate = $minutos min', ({ de, ate, minutos }) => {
    expect(new Calendario(padrao).minutosUteisEntre(brt(de), brt(ate))).toBe(minutos);
  });
});

describe('Calendario.inicioDaContagem', () => {
  const cal = new Calendario(padrao);
  it.each([
    ['2026-11-27 19:00', '2026-11-30 07:30'],
    ['2027-02-08 10:00', '2027-02-10 07:30'],
    ['2026-11-25 10:00', '2026-11-25 10:00'],
    ['2026-11-25 18:00', '2026-11-26 07:30'],
  ])('%s → %s', (t, esperado) => {
    expect(cal.inicioDaContagem(brt(t)).toISOString()).toBe(brt(esperado).toISOString());
  });
});

describe('the holiday data', () => {
  it('still holds every optional date the configuration switches', () => {
    const hd = new Calendario(
      facultativos({
        carnaval: true,
        quartaFeiraDeCinzas: true,
        corpusChristi: true,
        vesperaDeNatal: true,
        vesperaDeAnoNovo: true,
      }),
    );
    const fechados = hd.fechamentos(2026).map((f) => new Date(f.inicio).toISOString());
    for (const [k, esperado] of Object.entries({
      carnaval: ['2026-02-16T03:00:00.000Z', '2026-02-17T03:00:00.000Z'],
      quartaFeiraDeCinzas: ['2026-02-18T03:00:00.000Z'],
      corpusChristi: ['2026-06-04T03:00:00.000Z'],
      vesperaDeNatal: ['2026-12-24T17:00:00.000Z'],
      vesperaDeAnoNovo: ['2026-12-31T17:00:00.000Z'],
    })) {
      expect(REGRAS_FACULTATIVAS).toHaveProperty(k);
      for (const dia of esperado) expect(fechados, k).toContain(dia);
    }
  });

  it('closes every national holiday of 2026 and 2027 on the default calendar', () => {
    const cal = new Calendario(padrao);
    const dias = (ano: number) =>
      cal
        .fechamentos(ano)
        .map((f) => new Date(f.inicio - 3 * 3_600_000).toISOString().slice(0, 10));
    expect(dias(2026)).toEqual(
      expect.arrayContaining([
        '2026-01-01',
        '2026-02-16',
        '2026-02-17',
        '2026-04-03',
        '2026-04-21',
        '2026-05-01',
        '2026-06-04',
        '2026-09-07',
        '2026-10-12',
        '2026-11-02',
        '2026-11-15',
        '2026-11-20',
        '2026-12-25',
        '2026-08-15',
      ]),
    );
    expect(dias(2027)).toEqual(
      expect.arrayContaining([
        '2027-01-01',
        '2027-02-08',
        '2027-02-09',
        '2027-03-26',
        '2027-04-21',
        '2027-05-01',
        '2027-05-27',
        '2027-09-07',
        '2027-10-12',
        '2027-11-02',
        '2027-11-15',
        '2027-11-20',
        '2027-12-25',
        '2027-08-15',
      ]),
    );
    // Optional dates switched off by default stay open.
    expect(dias(2027)).not.toContain('2027-02-10');
  });
});

/**
 * Business days, for the deadline to report a security incident (docs/product/incidentes.md):
 * the day of `inicio` does not count, the last day does; weekends and holidays are skipped.
 */
describe('somarDiasUteis', () => {
  const cal = new Calendario(padrao);
  const casos: [caso: string, inicio: string, dias: number, esperado: string][] = [
    ['a Tuesday: Wednesday, Thursday, Friday', '2026-11-24 10:00', 3, '2026-11-27'],
    ['a Wednesday: over the weekend', '2026-11-25 10:00', 3, '2026-11-30'],
    ['a Friday before a national holiday (7 September)', '2026-09-04 17:00', 3, '2026-09-10'],
    [
      'a Thursday before a national holiday on Friday (20 November)',
      '2026-11-19 09:00',
      3,
      '2026-11-25',
    ],
    ['late at night counts as its local day', '2026-11-19 23:30', 3, '2026-11-25'],
    ['a Saturday: Monday is the first', '2026-11-28 08:00', 3, '2026-12-02'],
    ['over Carnaval (16 and 17 February)', '2026-02-13 10:00', 3, '2026-02-20'],
    ['over Christmas and New Year', '2026-12-23 10:00', 3, '2026-12-29'],
    [
      'a local date (15 August is a Saturday in 2026; 2025: a Friday)',
      '2025-08-14 10:00',
      3,
      '2025-08-20',
    ],
  ];
  it.each(casos)('%s', (_caso, inicio, dias, esperado) => {
    expect(cal.somarDiasUteis(brt(inicio), dias)).toBe(esperado);
  });

  it('counts the business days left until a date, and ends a date at its last instant', () => {
    expect(cal.diasUteisAte(brt('2026-09-04 17:00'), '2026-09-10')).toBe(3);
    expect(cal.diasUteisAte(brt('2026-09-09 08:00'), '2026-09-10')).toBe(1);
    expect(cal.diasUteisAte(brt('2026-09-10 08:00'), '2026-09-10')).toBe(0);
    expect(cal.diasUteisAte(brt('2026-09-12 08:00'), '2026-09-10')).toBe(0);
    expect(cal.fimDoDia('2026-09-10').toISOString()).toBe('2026-09-11T02:59:59.999Z');
    expect(cal.dataLocal(brt('2026-09-10 23:59'))).toBe('2026-09-10');
  });
});
