/**
 * The support calendar and targets of one app (content/site.json), and what every write that
 * moves a ticket's clocks goes through: read the facts locked, change them, store them with the
 * figures derived from them (docs/product/atendimentos.md, "Prazos").
 */
import type { MetasSuporte } from '../../../../common/content.js';
import type { Atendimento, Prioridade } from '../../../../common/schemas/atendimentos.js';
import type { AppContext } from '../../../context.js';
import { now, type AtendimentoRow, type Db } from '../../../db/index.js';
import {
  calcularPrazos,
  figurasDoAtendimento,
  prazosGravados,
  prazosIguais,
  type FatosDoAtendimento,
  type Prazos,
  type Vencimentos,
} from '../../../core/situacao-sla.js';
import { notFound } from '../../../lib/errors.js';
import { Calendario } from '../../../core/calendario.js';
import { ATENDIMENTO_NOT_FOUND } from '../policy.js';
import { lockAtendimento, updateAtendimento, type ItemRow } from './repository.js';

export class Relogio {
  readonly calendario: Calendario;

  constructor(
    private readonly ctx: AppContext,
    readonly metas: MetasSuporte = ctx.content.suporte.metas,
  ) {
    this.calendario = new Calendario(ctx.content.suporte.calendario);
  }

  prazos(f: FatosDoAtendimento): Prazos {
    return calcularPrazos(this.calendario, this.metas, f);
  }

  /** A ticket opened now: its facts, and its clocks started on the support calendar. */
  novo(prioridade: Prioridade = 'normal'): { fatos: FatosDoAtendimento; prazos: Prazos } {
    const fatos: FatosDoAtendimento = {
      criado_em: now(),
      prioridade,
      etapa: 'novo',
      primeira_resposta_em: null,
      pausado_em: null,
      pausa_minutos: 0,
      resolvido_em: null,
      encerrado_sem_resposta_em: null,
    };
    return { fatos, prazos: this.prazos(fatos) };
  }

  /**
   * Changes a ticket's facts inside `trx` and stores them with their figures. `mudar` sees the
   * facts as committed (the row is locked on PostgreSQL; SQLite runs one writer at a time) and
   * answers the new facts, or the same object when nothing changes (then nothing is written);
   * `responsavel`, if given, answers who is responsible (undefined: unchanged).
   */
  async alterar(
    trx: Db,
    id: number,
    mudar: (f: FatosDoAtendimento, row: AtendimentoRow) => FatosDoAtendimento,
    responsavel?: (row: AtendimentoRow) => number | null | undefined,
  ): Promise<AtendimentoRow> {
    const row = await lockAtendimento(trx, this.ctx.dbHandle.dialect, id);
    if (!row) throw notFound(ATENDIMENTO_NOT_FOUND);
    const antes = fatosDe(row);
    const depois = mudar(antes, row);
    const responsavel_id = responsavel?.(row);
    const extra = responsavel_id === undefined ? {} : { responsavel_id };
    const responsavelMuda = responsavel_id !== undefined && responsavel_id !== row.responsavel_id;
    if (depois === antes && !responsavelMuda) return row;
    const values = { ...depois, ...extra };
    await updateAtendimento(trx, id, values, this.prazos(depois));
    return { ...row, ...values };
  }

  /**
   * Whether `row`'s stored figures are not those its facts give on today's calendar and targets
   * (a holiday or a target changed in content/site.json since they were stored), or it has none.
   */
  desatualizado(row: AtendimentoRow & Vencimentos): boolean {
    return !prazosIguais(prazosGravados(row), this.prazos(fatosDe(row)));
  }

  /** A ticket as the screens get it, its SLA state judged at `agora`. */
  apresentar(row: ItemRow, agora = new Date()): Atendimento {
    const fatos = fatosDe(row);
    // Figures are stored on every write; a row written by hand (an import) gets them here.
    const figuras = figurasDoAtendimento(prazosGravados(row) ?? this.prazos(fatos), fatos, agora);
    const { avaliacao_id, avaliacao_nota, avaliacao_comentario } = row;
    return {
      id: row.id,
      status: row.status,
      criado_em: row.criado_em,
      nome_usuario: row.nome_usuario,
      avaliado: avaliacao_id !== null,
      avaliacao:
        avaliacao_id !== null && avaliacao_nota !== null
          ? { nota: Number(avaliacao_nota), comentario: avaliacao_comentario ?? null }
          : null,
      prioridade: row.prioridade,
      etapa: row.etapa,
      responsavel_id: row.responsavel_id,
      responsavel_nome: row.responsavel_nome ?? null,
      inicio_contagem: figuras.inicio_contagem,
      primeira_resposta_ate: figuras.primeira_resposta_ate,
      primeira_resposta_em: row.primeira_resposta_em,
      primeira_resposta_minutos: figuras.primeira_resposta_minutos,
      resolucao_ate: figuras.resolucao_ate,
      resolvido_em: row.resolvido_em,
      resolucao_minutos: figuras.resolucao_minutos,
      pausado: row.pausado_em !== null,
      sla: figuras.sla,
      encerrado_sem_resposta: row.encerrado_sem_resposta_em !== null,
    };
  }
}

function fatosDe(row: FatosDoAtendimento): FatosDoAtendimento {
  return {
    criado_em: row.criado_em,
    prioridade: row.prioridade,
    etapa: row.etapa,
    primeira_resposta_em: row.primeira_resposta_em,
    pausado_em: row.pausado_em,
    pausa_minutos: Number(row.pausa_minutos),
    resolvido_em: row.resolvido_em,
    encerrado_sem_resposta_em: row.encerrado_sem_resposta_em,
  };
}

const porApp = new WeakMap<AppContext, Relogio>();

/** The app's clock keeper, made once per app. */
export function relogioDe(ctx: AppContext): Relogio {
  let r = porApp.get(ctx);
  if (!r) porApp.set(ctx, (r = new Relogio(ctx)));
  return r;
}
