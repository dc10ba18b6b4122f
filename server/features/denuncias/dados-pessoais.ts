/**
 * The Ouvidoria's tables in the registry of personal data (server/core/dados-pessoais.ts): held,
 * never exported and never linked to an account. An anonymous report names no one; a named one
 * holds the name typed in the form, not an account, so nothing in them can be found by a person's
 * id (docs/product/denuncias.md, docs/decisions/028-anonimato-por-construcao.md). Their retention
 * is the Ouvidoria's (server/features/denuncias/retencao.ts).
 */
import type { ContextoDeRetencao, DeclaracaoDeDadosPessoais } from '../../core/dados-pessoais.js';
import { eliminarCasosVencidos } from './retencao.js';

/** The cases past OUVIDORIA_RETENCAO_DIAS, each erased and audited by itself (./retencao.ts). */
async function apagarCasosVencidos(
  { dbHandle, config }: ContextoDeRetencao,
  _l: string,
  agora: number,
) {
  const ids = await eliminarCasosVencidos(dbHandle, config.ouvidoriaRetencaoDias, agora);
  return { denuncias: ids.length };
}

const COM_O_CASO = { com: 'denuncias' } as const;

const RELATO = 'relato da Ouvidoria: não ligado a uma conta, nunca exportado';

export const dadosPessoaisDaOuvidoria: DeclaracaoDeDadosPessoais = {
  feature: 'denuncias',
  tabelas: [
    {
      tabela: 'denuncias',
      tipo: 'ouvidoria',
      colunas_pessoais: ['nome', 'descricao', 'responsavel_id'],
      motivo: `${RELATO}; o nome, quando há, é o digitado no formulário`,
      retencao: 'ouvidoria',
      reter: { apagar: apagarCasosVencidos },
    },
    {
      tabela: 'denuncia_mensagens',
      tipo: 'ouvidoria',
      colunas_pessoais: ['autor_id', 'texto'],
      motivo: `${RELATO}; as mensagens da equipe pertencem ao caso`,
      retencao: 'ouvidoria',
      reter: COM_O_CASO,
    },
    {
      tabela: 'denuncia_notas',
      tipo: 'ouvidoria',
      colunas_pessoais: ['autor_id', 'autor_nome', 'texto'],
      motivo: `${RELATO}; notas internas da equipe sobre o caso`,
      retencao: 'ouvidoria',
      reter: COM_O_CASO,
    },
    {
      tabela: 'denuncia_historico',
      tipo: 'ouvidoria',
      colunas_pessoais: ['autor_nome'],
      motivo: `${RELATO}; o histórico do caso`,
      retencao: 'ouvidoria',
      reter: COM_O_CASO,
    },
    {
      tabela: 'denuncia_anexos',
      tipo: 'ouvidoria',
      colunas_pessoais: ['nome_original'],
      motivo: `${RELATO}; as provas anexadas ao caso`,
      retencao: 'ouvidoria',
      reter: COM_O_CASO,
    },
    {
      tabela: 'limites_anonimos',
      tipo: 'nao_pessoal',
      motivo: 'contagens por janela sob uma chave da própria janela: nenhum endereço é guardado',
    },
    {
      tabela: 'ouvidoria_horas_anunciadas',
      tipo: 'nao_pessoal',
      motivo: 'as horas em que novos relatos foram anunciados à equipe, sem relato nem pessoa',
    },
  ],
  exportar: {},
};
