/**
 * The notices' personal data (server/core/dados-pessoais.ts): push subscriptions, the notices
 * turned off and the e-mails sent. A subscription is exported as its device and its push
 * service's host: its endpoint and keys (p256dh, auth) would let anyone holding the file address
 * notices to that browser, and are never shown.
 */
import type {
  ContextoDeRetencao,
  DeclaracaoDeDadosPessoais,
  Titular,
} from '../../core/dados-pessoais.js';
import { apagarSessoesEncerradas, sessoesSemUsoDesde } from '../../core/sessoes.js';

/**
 * A push subscription unused for 90 days (docs/product/privacidade.md, "Retenção"): the portal
 * was last opened with its session before the limit. Its pending notices go with it, and then its
 * session, whose token expired long ago and which nothing needs any more (server/core/sessoes.ts).
 */
async function apagarInscricoesSemUso(
  { dbHandle }: ContextoDeRetencao,
  limite: string,
  agora: number,
) {
  return dbHandle.db.transaction().execute(async (trx) => {
    const r = await trx
      .deleteFrom('push_inscricoes')
      .where('sessao_id', 'in', sessoesSemUsoDesde(trx, limite))
      .executeTakeFirst();
    const sessoes = await apagarSessoesEncerradas(trx, agora);
    return { push_inscricoes: Number(r.numDeletedRows), sessoes };
  });
}

function servicoDe(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'desconhecido';
  }
}

async function exportarAvisos({ ctx, usuario }: Titular) {
  const { db } = ctx;
  const [inscricoes, desligados, emails] = await Promise.all([
    db
      .selectFrom('push_inscricoes')
      .select(['aparelho', 'endpoint', 'criado_em'])
      .where('usuario_id', '=', usuario.id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('avisos_desligados')
      .select(['canal', 'tipo'])
      .where('usuario_id', '=', usuario.id)
      .orderBy('canal')
      .orderBy('tipo')
      .execute(),
    db
      .selectFrom('avisos_email')
      .select(['tipo', 'assunto', 'criado_em', 'enviado_em'])
      .where('usuario_id', '=', usuario.id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    inscricoes_push: inscricoes.map((i) => ({
      aparelho: i.aparelho,
      servico: servicoDe(i.endpoint),
      criado_em: i.criado_em,
    })),
    desligados,
    emails,
  };
}

export const dadosPessoaisDosAvisos: DeclaracaoDeDadosPessoais = {
  feature: 'avisos',
  tabelas: [
    {
      tabela: 'push_inscricoes',
      tipo: 'pessoal',
      descricao: 'Os navegadores inscritos para receber notificações',
      colunas_pessoais: ['usuario_id', 'sessao_id', 'endpoint', 'p256dh', 'auth', 'aparelho'],
      exportacao: { grupo: 'avisos' },
      retencao: 'inscricoes_push',
      reter: { apagar: apagarInscricoesSemUso },
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'avisos_push',
      tipo: 'pessoal',
      descricao: 'As notificações esperando a entrega a um navegador inscrito',
      colunas_pessoais: ['inscricao_id', 'url'],
      exportacao: { motivo: 'fila de entrega: cada aviso já aparece no portal' },
      retencao: 'avisos_enviados',
      reter: { coluna: 'criado_em' },
      // the person's through their subscriptions
      anonimizacao: {
        como: 'apagar',
        por: (trx, pessoa) =>
          trx
            .deleteFrom('avisos_push')
            .where('inscricao_id', 'in', (eb) =>
              eb.selectFrom('push_inscricoes').select('id').where('usuario_id', '=', pessoa.id),
            )
            .execute(),
      },
    },
    {
      tabela: 'avisos_desligados',
      tipo: 'pessoal',
      descricao: 'Os avisos que a pessoa desligou',
      colunas_pessoais: ['usuario_id'],
      exportacao: { grupo: 'avisos' },
      retencao: 'preferencias_de_avisos',
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'avisos_email',
      tipo: 'pessoal',
      descricao: 'Os avisos enviados por e-mail',
      colunas_pessoais: ['usuario_id', 'solicitacao_id', 'assunto', 'texto'],
      exportacao: { grupo: 'avisos' },
      retencao: 'avisos_enviados',
      reter: { coluna: 'criado_em' },
      anonimizacao: { como: 'apagar' },
    },
  ],
  exportar: { avisos: exportarAvisos },
};
