/**
 * The support's personal data (server/core/dados-pessoais.ts): a person's own tickets with their
 * messages, files and rating, exported whole; what staff wrote in others' tickets is counted only,
 * since those tickets are the others' data (docs/decisions/047-dados-pessoais.md).
 */
import { parseArquivo } from '../../../common/schemas/atendimentos.js';
import type { DeclaracaoDeDadosPessoais, Titular } from '../../core/dados-pessoais.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import { signerDe } from './assinatura.js';
import { apagarAtendimentosVencidos } from './retencao.js';

const COM_O_ATENDIMENTO = { com: 'atendimentos' } as const;
const PORQUE_SUPORTE = 'atendimentos, seus prazos e quem os atende';

async function exportarAtendimentos({ ctx, usuario }: Titular) {
  const { db } = ctx;
  const tickets = await db
    .selectFrom('atendimentos')
    .select(['id', 'status', 'prioridade', 'criado_em', 'fechado_em'])
    .where('usuario_id', '=', usuario.id)
    .orderBy('id')
    .execute();
  // each joined to its ticket: the person's own, whatever their number
  const [mensagens, arquivos, avaliacoes] = await Promise.all([
    db
      .selectFrom('mensagens')
      .innerJoin('atendimentos', 'atendimentos.id', 'mensagens.atendimento_id')
      .select(['mensagens.atendimento_id', 'remetente', 'tipo', 'mensagem', 'enviado_em'])
      .select('miniatura')
      .where('atendimentos.usuario_id', '=', usuario.id)
      .orderBy('mensagens.id')
      .execute(),
    db
      .selectFrom('arquivos')
      .innerJoin('atendimentos', 'atendimentos.id', 'arquivos.atendimento_id')
      .select(['arquivos.atendimento_id', 'nome_original', 'nome_armazenado', 'content_type'])
      .select(['tamanho', 'arquivos.criado_em'])
      .where('atendimentos.usuario_id', '=', usuario.id)
      .orderBy('arquivos.id')
      .execute(),
    db
      .selectFrom('avaliacoes')
      .innerJoin('atendimentos', 'atendimentos.id', 'avaliacoes.atendimento_id')
      .select(['avaliacoes.atendimento_id', 'nota', 'comentario', 'avaliacoes.criado_em'])
      .where('atendimentos.usuario_id', '=', usuario.id)
      .execute(),
  ]);
  // a day's link at least (the chat's own), so the file downloaded today still opens tomorrow
  const exp = FileUrlSigner.expiryDiaria(Date.now());
  const signer = signerDe(ctx);
  // a photo's thumbnail is a smaller copy the chat made of it: the photo itself is listed
  const miniaturas = new Set(mensagens.map((m) => m.miniatura).filter((n) => n !== null));
  const seus = tickets.map((t) => {
    const avaliacao = avaliacoes.find((a) => a.atendimento_id === t.id);
    return {
      id: t.id,
      status: t.status,
      prioridade: t.prioridade,
      criado_em: t.criado_em,
      fechado_em: t.fechado_em,
      mensagens: mensagens
        .filter((m) => m.atendimento_id === t.id)
        .map((m) => ({
          enviado_em: m.enviado_em,
          de: m.remetente === 'usuario' ? 'você' : 'suporte',
          texto:
            m.tipo === 'arquivo'
              ? `Arquivo: ${parseArquivo(m.mensagem)?.nome ?? 'arquivo'}`
              : m.mensagem,
        })),
      arquivos: arquivos
        .filter((a) => a.atendimento_id === t.id && !miniaturas.has(a.nome_armazenado))
        .map((a) => ({
          nome: a.nome_original,
          tipo: a.content_type,
          tamanho: a.tamanho,
          enviado_em: a.criado_em,
          link: signer.url(a.nome_armazenado, exp),
          link_valido_ate: new Date(exp * 1000).toISOString(),
        })),
      avaliacao: avaliacao
        ? { nota: avaliacao.nota, comentario: avaliacao.comentario, criado_em: avaliacao.criado_em }
        : null,
    };
  });
  const contar = async (q: Promise<{ n: string | number | bigint } | undefined>) =>
    Number((await q)?.n ?? 0);
  const [responsavel, escritas, notas] = await Promise.all([
    contar(
      db
        .selectFrom('atendimentos')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('responsavel_id', '=', usuario.id)
        .where((eb) => eb.or([eb('usuario_id', 'is', null), eb('usuario_id', '!=', usuario.id)]))
        .executeTakeFirst(),
    ),
    contar(
      db
        .selectFrom('mensagens')
        .innerJoin('atendimentos', 'atendimentos.id', 'mensagens.atendimento_id')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('mensagens.autor_id', '=', usuario.id)
        .where((eb) =>
          eb.or([
            eb('atendimentos.usuario_id', 'is', null),
            eb('atendimentos.usuario_id', '!=', usuario.id),
          ]),
        )
        .executeTakeFirst(),
    ),
    contar(
      db
        .selectFrom('atendimento_notas')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('autor_id', '=', usuario.id)
        .executeTakeFirst(),
    ),
  ]);
  return {
    seus,
    como_suporte: {
      atendimentos_sob_sua_responsabilidade: responsavel,
      mensagens_escritas: escritas,
      notas_internas_escritas: notas,
    },
  };
}

export const dadosPessoaisDoSuporte: DeclaracaoDeDadosPessoais = {
  feature: 'atendimentos',
  tabelas: [
    {
      tabela: 'atendimentos',
      tipo: 'pessoal',
      descricao: 'Os atendimentos que a pessoa abriu, e os que atende',
      colunas_pessoais: ['usuario_id', 'usuario_nome', 'usuario_nome_busca', 'responsavel_id'],
      exportacao: { grupo: 'atendimentos' },
      retencao: 'atendimentos',
      reter: { apagar: apagarAtendimentosVencidos },
      anonimizacao: {
        como: 'substituir',
        colunas: ['usuario_nome', 'usuario_nome_busca'],
      },
    },
    {
      tabela: 'mensagens',
      tipo: 'pessoal',
      descricao: 'As mensagens trocadas em um atendimento',
      colunas_pessoais: ['autor_id', 'mensagem'],
      exportacao: { grupo: 'atendimentos' },
      retencao: 'atendimentos',
      reter: COM_O_ATENDIMENTO,
      // the texts are the ticket's; the name shown comes from the account, anonymised there
      anonimizacao: { como: 'manter', motivo: `histórico dos ${PORQUE_SUPORTE}` },
    },
    {
      tabela: 'arquivos',
      tipo: 'pessoal',
      descricao: 'Os arquivos enviados em um atendimento',
      colunas_pessoais: ['nome_original'],
      exportacao: { grupo: 'atendimentos' },
      retencao: 'atendimentos',
      reter: COM_O_ATENDIMENTO,
      anonimizacao: { como: 'manter', motivo: `histórico dos ${PORQUE_SUPORTE}` },
    },
    {
      tabela: 'avaliacoes',
      tipo: 'pessoal',
      descricao: 'A avaliação dada ao fim de um atendimento',
      colunas_pessoais: ['comentario'],
      exportacao: { grupo: 'atendimentos' },
      retencao: 'atendimentos',
      reter: COM_O_ATENDIMENTO,
      anonimizacao: { como: 'manter', motivo: 'indicadores do suporte' },
    },
    {
      tabela: 'atendimento_notas',
      tipo: 'pessoal',
      descricao: 'As notas internas da equipe de suporte sobre um atendimento',
      colunas_pessoais: ['autor_id', 'autor_nome', 'texto'],
      exportacao: {
        motivo: 'anotações de trabalho da equipe de suporte; quem as escreveu vê quantas escreveu',
      },
      retencao: 'atendimentos',
      reter: COM_O_ATENDIMENTO,
      anonimizacao: { como: 'substituir', colunas: ['autor_nome'], por: 'autor_id' },
    },
    {
      tabela: 'respostas_prontas',
      tipo: 'nao_pessoal',
      motivo: 'modelos de resposta da equipe, sem autor nem destinatário',
    },
  ],
  exportar: { atendimentos: exportarAtendimentos },
};
