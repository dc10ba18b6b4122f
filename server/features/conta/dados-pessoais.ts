/**
 * The account's personal data (server/core/dados-pessoais.ts): the account itself, its two-factor
 * data, its sessions (devices) and the login's protections. Exported: what a person recognises as
 * theirs; never the password hash, the two-factor secret, a recovery code, a token or a session's
 * id (it is what a token carries), which only open the account.
 */
import { ROLE_LABELS } from '../../../common/roles.js';
import { findUsuarioById } from '../../core/accounts.js';
import type {
  ContextoDeRetencao,
  DeclaracaoDeDadosPessoais,
  Titular,
} from '../../core/dados-pessoais.js';
import { apagarSessoesEncerradas, encerrarSessoes, listarSessoes } from '../../core/sessoes.js';
import { loginKey } from './throttle.js';

const SEGREDOS = 'só servem para abrir a conta: mostrá-los seria entregar a chave';

async function exportarConta({ ctx, usuario }: Titular) {
  const u = await findUsuarioById(ctx.db, usuario.id);
  if (!u) throw new Error(`conta ${usuario.id} não encontrada`);
  const codigos = await ctx.db
    .selectFrom('codigos_recuperacao')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('usuario_id', '=', u.id)
    .where('usado_em', 'is', null)
    .executeTakeFirst();
  return {
    id: u.id,
    nome: u.nome,
    login: u.login,
    email: u.email,
    papel: ROLE_LABELS[u.role],
    situacao: u.status_usuario,
    criada_em: u.criado_em,
    atualizada_em: u.atualizado_em,
    verificacao_em_duas_etapas: u.mfa_ativo === 1,
    codigos_de_recuperacao_restantes: Number(codigos?.n ?? 0),
  };
}

async function exportarAparelhos({ ctx, usuario }: Titular) {
  const sessoes = await listarSessoes(ctx.db, usuario.id);
  const chaves = await ctx.db
    .selectFrom('passkeys')
    .select(['nome', 'criado_em', 'ultimo_uso_em'])
    .where('usuario_id', '=', usuario.id)
    .orderBy('id')
    .execute();
  return {
    passkeys: chaves,
    sessoes: sessoes.map((s) => ({
      aparelho: s.aparelho,
      cidade: s.cidade,
      criado_em: s.criado_em,
      ultimo_uso_em: s.ultimo_uso_em,
    })),
  };
}

export const dadosPessoaisDaConta: DeclaracaoDeDadosPessoais = {
  feature: 'conta',
  tabelas: [
    {
      tabela: 'users',
      tipo: 'pessoal',
      descricao: 'A conta de acesso: nome, login, e-mail, papel e situação',
      colunas_pessoais: [
        'nome',
        'login',
        'login_normalizado',
        'email',
        'senha_hash',
        'mfa_segredo',
      ],
      exportacao: { grupo: 'conta' },
      retencao: 'conta',
      anonimizacao: {
        como: 'substituir',
        por: 'id',
        // the password becomes one no login opens; the two-factor secret goes, and with it the step
        colunas: [
          'nome',
          'login',
          'login_normalizado',
          'email',
          'senha_hash',
          'mfa_segredo',
          'mfa_ativo',
        ],
      },
    },
    {
      tabela: 'codigos_recuperacao',
      tipo: 'pessoal',
      descricao: 'Os códigos de recuperação da verificação em duas etapas (só quantos restam)',
      colunas_pessoais: ['usuario_id'],
      exportacao: { grupo: 'conta' },
      retencao: 'seguranca_da_conta',
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'desafios_login',
      tipo: 'pessoal',
      descricao: 'O passo de login que espera o código da verificação em duas etapas',
      colunas_pessoais: ['usuario_id'],
      exportacao: { motivo: `dura minutos e ${SEGREDOS}` },
      retencao: 'tentativas_de_acesso',
      reter: { coluna: 'expira_em' },
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'sessoes',
      tipo: 'pessoal',
      descricao: 'Os aparelhos conectados à conta e a cidade de cada entrada, quando conhecida',
      colunas_pessoais: ['usuario_id', 'aparelho', 'cidade'],
      exportacao: { grupo: 'aparelhos' },
      retencao: 'sessoes',
      // ended: its token expired, and no push subscription needs it (server/core/sessoes.ts)
      reter: {
        apagar: async ({ dbHandle }: ContextoDeRetencao, _limite: string, agora: number) => ({
          sessoes: await apagarSessoesEncerradas(dbHandle.db, agora),
        }),
      },
      // ended as every session ends: by the one place that owns them (server/core/sessoes.ts)
      anonimizacao: { como: 'apagar', por: (trx, pessoa) => encerrarSessoes(trx, pessoa.id) },
    },
    {
      tabela: 'passkeys',
      tipo: 'pessoal',
      descricao: 'As chaves de acesso da conta: o nome de cada uma, quando foi adicionada e usada',
      colunas_pessoais: ['usuario_id', 'nome'],
      exportacao: { grupo: 'aparelhos' },
      retencao: 'seguranca_da_conta',
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'desafios_passkey',
      tipo: 'pessoal',
      descricao:
        'O desafio que o aparelho assina ao adicionar uma chave de acesso ou entrar com ela',
      colunas_pessoais: ['usuario_id'],
      exportacao: { motivo: `dura minutos e ${SEGREDOS}` },
      retencao: 'tentativas_de_acesso',
      reter: { coluna: 'expira_em' },
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'login_throttle',
      tipo: 'pessoal',
      descricao: 'Tentativas de acesso erradas, por login e por endereço',
      colunas_pessoais: ['chave'],
      exportacao: { motivo: 'contagem de proteção que dura minutos, sem ligação com a conta' },
      retencao: 'tentativas_de_acesso',
      reter: { coluna: 'janela_inicio' },
      // counted by login, not by account: the login the person had
      anonimizacao: {
        como: 'apagar',
        por: (trx, pessoa) =>
          trx
            .deleteFrom('login_throttle')
            .where('chave', '=', loginKey(pessoa.login_normalizado))
            .execute(),
      },
    },
    {
      tabela: 'mfa_obrigatorio',
      tipo: 'nao_pessoal',
      motivo: 'os papéis que devem usar a verificação em duas etapas, não pessoas',
    },
  ],
  exportar: { conta: exportarConta, aparelhos: exportarAparelhos },
};
