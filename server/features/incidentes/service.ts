/**
 * The register of security incidents (docs/product/incidentes.md): recording one with its
 * deadline, recording the ANPD's communication, and notifying the people affected. Every change
 * is audited by the incident's number, never by what it says (the description may name people).
 */
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';
import {
  ANPD_ANTES_DA_CIENCIA,
  INCIDENTE_NAO_ENCONTRADO,
  NINGUEM_PARA_COMUNICAR,
  TITULO_DO_COMUNICADO,
  type ComunicadoCriado,
  type IncidenteDetalhe,
  type IncidenteItem,
} from '../../../common/schemas/incidentes.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../core/audit.js';
import { Calendario } from '../../core/calendario.js';
import {
  comunicar,
  resolverDestinatarios,
  resumoDosComunicados,
  type Destinatarios,
} from '../../core/comunicados.js';
import { concluir } from '../../core/fim-da-escrita.js';
import type { Guarda } from '../../core/idempotencia.js';
import { now, type Db } from '../../db/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { prazoDeComunicacao, situacaoDoPrazo } from './prazo.js';
import {
  alterarIncidente,
  buscarIncidente,
  inserirIncidente,
  listarIncidentes,
  type IncidenteRow,
} from './repository.js';

/** The origin of the notices this feature writes (server/core/comunicados.ts). */
const ORIGEM = 'incidente';

const calendarios = new WeakMap<AppContext, Calendario>();
/** The help desk's calendar (content/site.json): the product has one. */
function calendarioDe(ctx: AppContext): Calendario {
  let cal = calendarios.get(ctx);
  if (!cal) calendarios.set(ctx, (cal = new Calendario(ctx.content.suporte.calendario)));
  return cal;
}

function apresentar(ctx: AppContext, row: IncidenteRow, agora = new Date()): IncidenteItem {
  return {
    ...row,
    id: Number(row.id),
    titulares_estimados: Number(row.titulares_estimados),
    autor_nome: row.autor_nome ?? null,
    ...situacaoDoPrazo(calendarioDe(ctx), row, agora),
  };
}

export async function listar(ctx: AppContext): Promise<IncidenteItem[]> {
  const agora = new Date();
  return (await listarIncidentes(ctx.db)).map((r) => apresentar(ctx, r, agora));
}

async function carregar(db: Db, id: number): Promise<IncidenteRow> {
  const row = await buscarIncidente(db, id);
  if (!row) throw notFound(INCIDENTE_NAO_ENCONTRADO);
  return row;
}

/** `db`: a transaction that has just written the incident, whose answer it is. */
export async function detalhar(
  ctx: AppContext,
  id: number,
  db: Db = ctx.db,
): Promise<IncidenteDetalhe> {
  const row = await carregar(db, id);
  return {
    ...apresentar(ctx, row),
    comunicados: await resumoDosComunicados(db, ORIGEM, id),
  };
}

export async function registrar(
  ctx: AppContext,
  actor: Actor,
  b: {
    descricao: string;
    ocorrido_em: string;
    ciencia_em: string;
    dados_afetados: string;
    titulares_estimados: number;
    medidas: string;
  },
  guarda?: Guarda<IncidenteDetalhe>,
): Promise<IncidenteDetalhe> {
  const prazo = prazoDeComunicacao(calendarioDe(ctx), new Date(b.ciencia_em));
  return ctx.db.transaction().execute(async (trx) => {
    const ts = now();
    const id = await inserirIncidente(trx, {
      ...b,
      prazo_comunicacao: prazo,
      comunicado_anpd_em: null,
      autor_id: actor.id,
      criado_em: ts,
      atualizado_em: ts,
    });
    const detalhe = await detalhar(ctx, id, trx);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.incidenteRegistrado,
          detalhes: `Registrou o incidente #${id}`,
        },
      ],
      guarda,
      resultado: detalhe,
    });
    return detalhe;
  });
}

export async function alterar(
  ctx: AppContext,
  actor: Actor,
  id: number,
  b: { comunicado_anpd_em?: string; medidas?: string },
): Promise<IncidenteDetalhe> {
  await ctx.db.transaction().execute(async (trx) => {
    const atual = await carregar(trx, id);
    if (b.comunicado_anpd_em && b.comunicado_anpd_em < new Date(atual.ciencia_em).toISOString()) {
      throw badRequest(ANPD_ANTES_DA_CIENCIA);
    }
    await alterarIncidente(trx, id, { ...b, atualizado_em: now() });
    const feito = [
      b.comunicado_anpd_em !== undefined && 'a comunicação à ANPD',
      b.medidas !== undefined && 'as medidas',
    ].filter(Boolean);
    await concluir(trx, ctx.dbHandle, {
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.incidenteAtualizado,
          detalhes: `Registrou ${feito.join(' e ')} do incidente #${id}`,
        },
      ],
    });
  });
  return detalhar(ctx, id);
}

export async function comunicarAfetados(
  ctx: AppContext,
  actor: Actor,
  id: number,
  b: { texto: string } & Destinatarios,
  guarda?: Guarda<ComunicadoCriado>,
): Promise<ComunicadoCriado> {
  return ctx.db.transaction().execute(async (trx) => {
    await carregar(trx, id);
    const usuarios = await resolverDestinatarios(trx, b);
    if (b.para === 'usuarios' && usuarios.length !== new Set(b.usuarios).size) {
      throw badRequest('Alguma das pessoas escolhidas não existe ou está inativa.');
    }
    if (usuarios.length === 0) throw badRequest(NINGUEM_PARA_COMUNICAR);
    const { id: comunicado, aviso } = await comunicar(
      trx,
      ctx,
      {
        origem: ORIGEM,
        origem_id: id,
        titulo: TITULO_DO_COMUNICADO,
        texto: b.texto,
        autor_id: actor.id,
        aviso: 'incidente_de_seguranca',
      },
      usuarios,
    );
    const pessoas = usuarios.length === 1 ? '1 pessoa' : `${usuarios.length} pessoas`;
    const resultado = { id: comunicado, destinatarios: usuarios.length };
    await concluir(trx, ctx.dbHandle, {
      avisos: [aviso],
      auditoria: [
        {
          actor,
          acao: AUDIT_ACTIONS.incidenteComunicado,
          detalhes: `Comunicou o incidente #${id} a ${pessoas} (comunicado #${comunicado})`,
        },
      ],
      guarda,
      resultado,
    });
    return resultado;
  });
}
