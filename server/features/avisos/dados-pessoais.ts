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

/**
 * A push subscription unused for 90 days (docs/product/privacidade.md, "Retenção"): the portal
 * was last opened with its session before the limit. It goes with its session (and its pending
 * notices): a session's token lasts hours, so that session can no longer be used either.
 */
async function apagarInscricoesSemUso({ dbHandle }: ContextoDeRetencao, limite: string) {
  return dbHandle.db.transaction().execute(async (trx) => {
    const velhas = await trx
      .selectFrom('push_inscricoes')
      .innerJoin('sessoes', 'sessoes.id', 'push_inscricoes.sessao_id')
      .select(['push_inscricoes.id', 'push_inscricoes.sessao_id'])
      .where('sessoes.ultimo_uso_em', '<', limite)
      .execute();
    if (velhas.length === 0) return { push_inscricoes: 0 };
    const r = await trx
      .deleteFrom('push_inscricoes')
      .where(
        'id',
        'in',
        velhas.map((v) => v.id),
      )
      .executeTakeFirst();
    const s = await trx
      .deleteFrom('sessoes')
      .where(
        'id',
        'in',
        velhas.map((v) => v.sessao_id),
      )
      .where('ultimo_uso_em', '<', limite)
      .executeTakeFirst();
    return { push_inscricoes: Number(r.numDeletedRows), sessoes: Number(s.numDeletedRows) };
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
      colunas_pessoais: ['usuario_id', 'assunto', 'texto'],
      exportacao: { grupo: 'avisos' },
      retencao: 'avisos_enviados',
      reter: { coluna: 'criado_em' },
      anonimizacao: { como: 'apagar' },
    },
  ],
  exportar: { avisos: exportarAvisos },
};
