/**
 * Every feature's declaration of personal data, composed here as the app's entry composes its
 * routes (docs/decisions/047-dados-pessoais.md), plus the tables the app itself keeps. The
 * registry (server/core/dados-pessoais.ts) is built from this list when the app starts.
 */
import { criarRegistro, type DeclaracaoDeDadosPessoais } from './core/dados-pessoais.js';
import { dadosPessoaisDaConta } from './features/conta/dados-pessoais.js';
import { dadosPessoaisDoSuporte } from './features/atendimentos/dados-pessoais.js';
import { dadosPessoaisDosAvisos } from './features/avisos/dados-pessoais.js';
import { dadosPessoaisDaAuditoria } from './features/auditoria/dados-pessoais.js';
import { dadosPessoaisDaOuvidoria } from './features/denuncias/dados-pessoais.js';
import { dadosPessoaisDoContato } from './features/contato/dados-pessoais.js';
import { dadosPessoaisDosEventos } from './features/eventos/dados-pessoais.js';
import { dadosPessoaisDosIncidentes } from './features/incidentes/dados-pessoais.js';
import { dadosPessoaisDosComunicados } from './features/comunicados/dados-pessoais.js';
import { dadosPessoaisDasSolicitacoes } from './features/solicitacoes-privacidade/dados-pessoais.js';
import { dadosPessoaisDosTreinamentos } from './features/treinamentos/dados-pessoais.js';
import { dadosPessoaisDaConduta } from './features/conduta/dados-pessoais.js';
import { dadosPessoaisDoConteudo } from './features/conteudo/dados-pessoais.js';

/** The tables no feature owns: the app's own machinery (server/core, server/lib). */
const dadosPessoaisDaAplicacao: DeclaracaoDeDadosPessoais = {
  feature: 'aplicacao',
  tabelas: [
    {
      tabela: 'arquivos_armazenados',
      tipo: 'nao_pessoal',
      motivo:
        'o conteúdo dos arquivos declarados em arquivos (suporte), denuncia_anexos (Ouvidoria), ' +
        'candidaturas (currículos) e site_midias (site), ' +
        'apagado com eles; a coluna nome é o nome aleatório de armazenamento',
    },
    {
      tabela: 'idempotencia',
      tipo: 'pessoal',
      descricao: 'A cópia de uma resposta já dada, para um envio repetido não valer duas vezes',
      colunas_pessoais: ['usuario_id', 'resposta'],
      exportacao: { motivo: 'cópia técnica de respostas já recebidas, apagada em 24 horas' },
      retencao: 'registros_tecnicos',
      reter: { coluna: 'criado_em' },
      anonimizacao: { como: 'apagar' },
    },
    {
      tabela: 'limites_por_endereco',
      tipo: 'nao_pessoal',
      motivo:
        'contagens por endereço sob uma chave HMAC que muda a cada dia (server/plugins/rate-limit.ts): nenhum endereço é guardado',
      somentePostgres: true,
    },
    {
      tabela: 'instancias',
      tipo: 'nao_pessoal',
      motivo: 'os servidores em funcionamento: máquina e processo, sem pessoa',
    },
    {
      tabela: 'retencao_execucoes',
      tipo: 'nao_pessoal',
      motivo: 'os dias em que a retenção rodou, sem pessoa',
    },
    {
      tabela: 'marcos_de_operacao',
      tipo: 'nao_pessoal',
      motivo: 'quando o último backup terminou bem; nome é o da tarefa (backup), não de pessoa',
    },
  ],
  exportar: {},
};

export const DECLARACOES_DE_DADOS_PESSOAIS: readonly DeclaracaoDeDadosPessoais[] = [
  dadosPessoaisDaConta,
  dadosPessoaisDosAvisos,
  dadosPessoaisDoSuporte,
  dadosPessoaisDaAuditoria,
  dadosPessoaisDaOuvidoria,
  dadosPessoaisDoContato,
  dadosPessoaisDosEventos,
  dadosPessoaisDosIncidentes,
  dadosPessoaisDosComunicados,
  dadosPessoaisDasSolicitacoes,
  dadosPessoaisDosTreinamentos,
  dadosPessoaisDaConduta,
  dadosPessoaisDoConteudo,
  dadosPessoaisDaAplicacao,
];

export const registroDeDadosPessoais = () => criarRegistro(DECLARACOES_DE_DADOS_PESSOAIS);
