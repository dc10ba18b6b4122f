/**
 * The contact form's personal data (server/core/dados-pessoais.ts): name, e-mail, phone and the
 * message a visitor sent. Not tied to an account (a visitor has none, and an e-mail typed in a
 * form proves no one), so "Meus dados" does not show them; a sender asks the encarregado by
 * e-mail (docs/product/privacidade.md).
 */
import type { DeclaracaoDeDadosPessoais } from '../../core/dados-pessoais.js';

export const dadosPessoaisDoContato: DeclaracaoDeDadosPessoais = {
  feature: 'contato',
  tabelas: [
    {
      tabela: 'contato_mensagens',
      tipo: 'pessoal',
      descricao: 'As mensagens enviadas pelo formulário de contato do site',
      colunas_pessoais: ['nome', 'email', 'telefone', 'mensagem'],
      exportacao: {
        motivo:
          'enviadas sem conta: um e-mail digitado não prova quem o envia; pedidos ao encarregado',
      },
      retencao: 'contato',
      reter: { coluna: 'criado_em' },
      anonimizacao: {
        como: 'manter',
        motivo:
          'enviadas sem conta, não ligadas a ninguém do portal; apagadas em 1 ano pela retenção',
      },
    },
  ],
  exportar: {},
};
