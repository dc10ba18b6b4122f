/**
 * The Código de Conduta's personal data (server/core/dados-pessoais.ts): each person's
 * acknowledgements are theirs, exported in "Meus dados" and kept as proof that the rules were
 * made known (docs/product/conduta.md); the versions hold no person.
 */
import type {
  ContextoDeRetencao,
  DeclaracaoDeDadosPessoais,
  Titular,
} from '../../core/dados-pessoais.js';
import { apagarCienciasVencidas, cienciasDe } from './repository.js';

async function exportarConduta({ ctx, usuario }: Titular) {
  return { ciencias: await cienciasDe(ctx.db, usuario.id) };
}

export const dadosPessoaisDaConduta: DeclaracaoDeDadosPessoais = {
  feature: 'conduta',
  tabelas: [
    {
      tabela: 'conduta_versoes',
      tipo: 'nao_pessoal',
      motivo:
        'o texto publicado do Código de Conduta, sem pessoa: quem publicou fica só na auditoria',
    },
    {
      tabela: 'conduta_ciencias',
      tipo: 'pessoal',
      descricao:
        'As versões do Código de Conduta que a pessoa declarou ter lido ("Li e estou ciente")',
      colunas_pessoais: ['usuario_id'],
      exportacao: { grupo: 'conduta' },
      retencao: 'ciencias_de_conduta',
      // 5 years after the account was deactivated
      reter: {
        apagar: async ({ dbHandle }: ContextoDeRetencao, limite: string) => ({
          conduta_ciencias: await apagarCienciasVencidas(dbHandle.db, limite),
        }),
      },
      anonimizacao: {
        como: 'manter',
        motivo:
          'prova de que as regras de conduta foram divulgadas a cada pessoa (Lei 14.457/2022, art. 23, I)',
      },
    },
  ],
  exportar: { conduta: exportarConduta },
};
