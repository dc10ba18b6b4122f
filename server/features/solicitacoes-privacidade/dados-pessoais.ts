/**
 * The privacy requests' personal data (server/core/dados-pessoais.ts; docs/product/privacidade.md,
 * "Solicitações"): what a person asked about their data, the answer, and, for a visitor, the name
 * and address they typed. Kept 5 years after the answer, as proof that it was answered
 * (common/retencao.ts `solicitacoes_de_privacidade`). One's own requests are exported in
 * "Meus dados"; a visitor's are not tied to any account (a typed e-mail proves no one).
 */
import type { DeclaracaoDeDadosPessoais, Titular } from '../../core/dados-pessoais.js';
import { listarDoUsuario } from './repository.js';

async function exportarSolicitacoes({ ctx, usuario }: Titular) {
  const pedidos = await listarDoUsuario(ctx.db, usuario.id);
  return { pedidos };
}

export const dadosPessoaisDasSolicitacoes: DeclaracaoDeDadosPessoais = {
  feature: 'solicitacoes-privacidade',
  tabelas: [
    {
      tabela: 'solicitacoes_privacidade',
      tipo: 'pessoal',
      descricao:
        'Os pedidos sobre dados pessoais (LGPD art. 18) e suas respostas; de um visitante, também o nome e o e-mail informados',
      colunas_pessoais: ['usuario_id', 'nome', 'email', 'protocolo', 'texto', 'resposta'],
      exportacao: { grupo: 'solicitacoes' },
      retencao: 'solicitacoes_de_privacidade',
      // 5 years after the answer; an open request (no answer yet) is never due
      reter: { coluna: 'respondida_em' },
      anonimizacao: {
        como: 'manter',
        motivo:
          'prova de que o pedido do titular foi atendido no prazo (LGPD art. 18 e 19); apagados 5 anos depois da resposta',
      },
    },
  ],
  exportar: { solicitacoes: exportarSolicitacoes },
};
