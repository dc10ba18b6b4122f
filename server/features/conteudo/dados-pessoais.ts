/**
 * The site's content (server/core/dados-pessoais.ts): the company's facts, gallery, news and
 * openings hold no person; the applications do — name, e-mail, phone, message and CV of someone
 * without an account, kept for the retention of `candidaturas` and erased with the CV's bytes.
 */
import type { DeclaracaoDeDadosPessoais } from '../../core/dados-pessoais.js';
import { apagarCandidaturasAntes } from './repository.js';

export const dadosPessoaisDoConteudo: DeclaracaoDeDadosPessoais = {
  feature: 'conteudo',
  tabelas: [
    { tabela: 'site_empresa', tipo: 'nao_pessoal', motivo: 'os dados públicos da empresa' },
    {
      tabela: 'site_galeria',
      tipo: 'nao_pessoal',
      motivo: 'fotos e vídeos publicados no site, sem nome de arquivo nem metadados de quem enviou',
    },
    { tabela: 'site_imagens', tipo: 'nao_pessoal', motivo: 'imagens de capa das notícias' },
    {
      tabela: 'site_midias',
      tipo: 'nao_pessoal',
      motivo:
        'a lista dos arquivos públicos do site; a coluna nome é o nome aleatório de armazenamento',
    },
    { tabela: 'site_noticias', tipo: 'nao_pessoal', motivo: 'notícias publicadas pela empresa' },
    { tabela: 'site_vagas', tipo: 'nao_pessoal', motivo: 'vagas de emprego da empresa' },
    {
      tabela: 'candidaturas',
      tipo: 'pessoal',
      descricao: 'As candidaturas enviadas pelo site, com o currículo',
      colunas_pessoais: ['nome', 'email', 'telefone', 'mensagem', 'curriculo'],
      exportacao: {
        motivo:
          'enviadas sem conta: um e-mail digitado não prova quem o envia; pedidos ao encarregado',
      },
      retencao: 'candidaturas',
      reter: {
        apagar: async (ctx, limite) => ({
          candidaturas: await apagarCandidaturasAntes(ctx.dbHandle.db, limite),
        }),
      },
      anonimizacao: {
        como: 'manter',
        motivo:
          'enviadas sem conta, não ligadas a ninguém do portal; apagadas em 1 ano pela retenção',
      },
    },
  ],
  exportar: {},
};
