/**
 * Business time on the support calendar (docs/product/atendimentos.md, "Prazos"): which instants
 * count toward a deadline, adding business minutes to an instant, and counting those between two;
 * and business days, for the deadline to report a security incident (docs/product/incidentes.md).
 * The one calendar of the product: it lives in `core` so that both features read it
 * (docs/decisions/050-comunicados-e-prazo-de-incidentes.md).
 * Pure: the same configuration and instants always give the same answer, whatever the clock.
 *
 * Holidays come from date-holidays (national and the configured state's, Easter-based ones
 * included) and local dates from the configuration; local days and hours are reckoned in the
 * configured time zone with Luxon (docs/decisions/014-calendario-do-suporte.md).
 */
import Holidays from 'date-holidays';
import { LRUCache } from 'lru-cache';
import { DateTime } from 'luxon';
import type { CalendarioSuporte } from '../../common/content.js';

type Facultativo = keyof CalendarioSuporte['feriadosFacultativos'];

/**
 * The library's rules for the optional dates the configuration switches. A test checks each is
 * still found in 2026, so a change in the library's data cannot silently reopen a holiday.
 */
export const REGRAS_FACULTATIVAS: Record<Facultativo, readonly string[]> = {
  carnaval: ['easter -48', 'easter -47'],
  quartaFeiraDeCinzas: ['easter -46 PT14H'],
  corpusChristi: ['easter 60'],
  vesperaDeNatal: ['12-24 14:00'],
  vesperaDeAnoNovo: ['12-31 14:00'],
};

const DIAS = ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'] as const;
const MINUTO = 60_000;
/** Ten years of days: no deadline looks further; beyond it the calendar has no opening hours. */
const DIAS_MAX = 3_660;

/** A closed-open interval of instants, in epoch milliseconds. */
interface Intervalo {
  inicio: number;
  fim: number;
}

/** A closed date, as the calendar applies it. */
export interface Fechamento extends Intervalo {
  nome: string;
}

export class Calendario {
  private readonly feriados: Holidays;
  private readonly anos = new LRUCache<number, Fechamento[]>({ max: 64 });
  private readonly dias = new LRUCache<string, Intervalo[]>({ max: 4_000 });

  constructor(private readonly cfg: CalendarioSuporte) {
    this.feriados = new Holidays('BR', cfg.estado, {
      timezone: cfg.fusoHorario,
      types: ['public', 'bank', 'optional'],
    });
  }

  /** Everything closed in a year: public holidays, the optional dates switched on, local dates. */
  fechamentos(ano: number): Fechamento[] {
    const cached = this.anos.get(ano);
    if (cached) return cached;
    const ligadas = new Set(
      (Object.keys(REGRAS_FACULTATIVAS) as Facultativo[])
        .filter((k) => this.cfg.feriadosFacultativos[k])
        .flatMap((k) => REGRAS_FACULTATIVAS[k]),
    );
    const nacionais = (this.feriados.getHolidays(ano) || [])
      .filter((h) => h.type === 'public' || ligadas.has(h.rule))
      .map((h) => ({ inicio: h.start.getTime(), fim: h.end.getTime(), nome: h.name }));
    const locais = this.cfg.datasLocais.flatMap(({ data, nome }) => {
      const iso = data.length === 5 ? `${ano}-${data}` : data;
      if (!iso.startsWith(`${ano}-`)) return [];
      const dia = DateTime.fromISO(iso, { zone: this.cfg.fusoHorario });
      if (!dia.isValid) return [];
      return [{ inicio: dia.toMillis(), fim: dia.plus({ days: 1 }).toMillis(), nome }];
    });
    const todos = [...nacionais, ...locais].sort((a, b) => a.inicio - b.inicio);
    this.anos.set(ano, todos);
    return todos;
  }

  /** The business intervals of one local day, in order, holidays taken out. */
  private intervalosDoDia(dia: DateTime): Intervalo[] {
    const chave = dia.toISODate()!;
    const cached = this.dias.get(chave);
    if (cached) return cached;
    const trechos = this.cfg.expediente[DIAS[dia.weekday - 1]!];
    const em = (hhmm: string) => {
      const [hour, minute] = hhmm.split(':').map(Number);
      return dia.set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
    };
    let abertos: Intervalo[] = trechos.map(([a, b]) => ({ inicio: em(a), fim: em(b) }));
    for (const f of this.fechamentos(dia.year)) abertos = abertos.flatMap((iv) => subtrair(iv, f));
    this.dias.set(chave, abertos);
    return abertos;
  }

  /** Each business interval from the local day of `desde` on, in order. */
  private *intervalosDesde(desde: number): Generator<Intervalo> {
    let dia = DateTime.fromMillis(desde, { zone: this.cfg.fusoHorario }).startOf('day');
    for (let i = 0; i < DIAS_MAX; i++, dia = dia.plus({ days: 1 })) {
      for (const iv of this.intervalosDoDia(dia)) if (iv.fim > desde) yield iv;
    }
  }

  /**
   * The instant `minutos` business minutes after `inicio`. With 0, the first business instant at
   * or after `inicio`: when a clock started outside business hours begins to run.
   */
  somarMinutosUteis(inicio: Date, minutos: number): Date {
    const t0 = inicio.getTime();
    let resta = Math.max(0, minutos) * MINUTO;
    for (const iv of this.intervalosDesde(t0)) {
      const de = Math.max(iv.inicio, t0);
      if (resta <= iv.fim - de) return new Date(de + resta);
      resta -= iv.fim - de;
    }
    throw new Error('O calendário do suporte não tem expediente nos próximos dez anos.');
  }

  /** The first business instant at or after `t`. */
  inicioDaContagem(t: Date): Date {
    return this.somarMinutosUteis(t, 0);
  }

  /** Whether the local day of `dia` opens at all (a half day closed after 14:00 still does). */
  private diaUtil(dia: DateTime): boolean {
    return this.intervalosDoDia(dia).length > 0;
  }

  /**
   * The local date (AAAA-MM-DD) of the `dias`-th business day after the local day of `inicio`:
   * the day itself does not count, the last one does (a deadline "in 3 business days").
   */
  somarDiasUteis(inicio: Date, dias: number): string {
    let dia = DateTime.fromMillis(inicio.getTime(), { zone: this.cfg.fusoHorario }).startOf('day');
    let resta = Math.max(0, dias);
    for (let i = 0; i < DIAS_MAX && resta > 0; i++) {
      dia = dia.plus({ days: 1 });
      if (this.diaUtil(dia)) resta--;
    }
    if (resta > 0)
      throw new Error('O calendário do suporte não tem expediente nos próximos dez anos.');
    return dia.toISODate()!;
  }

  /** Business days after the local day of `de` up to the local date `ate`, inclusive (0 when none). */
  diasUteisAte(de: Date, ate: string): number {
    let dia = DateTime.fromMillis(de.getTime(), { zone: this.cfg.fusoHorario }).startOf('day');
    let n = 0;
    for (let i = 0; i < DIAS_MAX; i++) {
      dia = dia.plus({ days: 1 });
      if (dia.toISODate()! > ate) break;
      if (this.diaUtil(dia)) n++;
    }
    return n;
  }

  /** The last instant of the local date `data` (AAAA-MM-DD): a deadline's day ends there. */
  fimDoDia(data: string): Date {
    const dia = DateTime.fromISO(data, { zone: this.cfg.fusoHorario }).startOf('day');
    return new Date(dia.plus({ days: 1 }).toMillis() - 1);
  }

  /** The local date (AAAA-MM-DD) of an instant. */
  dataLocal(t: Date): string {
    return DateTime.fromMillis(t.getTime(), { zone: this.cfg.fusoHorario }).toISODate()!;
  }

  /** Business minutes between two instants (0 when `b` is not after `a`), not rounded. */
  minutosUteisEntre(a: Date, b: Date): number {
    const ta = a.getTime();
    const tb = b.getTime();
    if (tb <= ta) return 0;
    let ms = 0;
    for (const iv of this.intervalosDesde(ta)) {
      if (iv.inicio >= tb) break;
      ms += Math.min(iv.fim, tb) - Math.max(iv.inicio, ta);
    }
    return ms / MINUTO;
  }
}

/** `iv` without `f`: zero, one or two intervals. */
function subtrair(iv: Intervalo, f: Intervalo): Intervalo[] {
  if (f.fim <= iv.inicio || f.inicio >= iv.fim) return [iv];
  const out: Intervalo[] = [];
  if (f.inicio > iv.inicio) out.push({ inicio: iv.inicio, fim: f.inicio });
  if (f.fim < iv.fim) out.push({ inicio: f.fim, fim: iv.fim });
  return out;
}
