/**
 * `GET /api/me/dados` (docs/product/privacidade.md, "Meus dados"): everything the portal holds
 * about the person asking, grouped as they would think of it. The schema is also the response's
 * serializer: a key not written here never leaves, so a new column (a hash, a key) cannot slip in
 * by being selected. Each group is produced by one feature's declaration in the registry
 * (server/core/dados-pessoais.ts).
 */
import { z } from 'zod';
import { ROTULOS_DOS_GRUPOS as ROTULOS } from '../dados-pessoais.js';

export { AVISO_OUVIDORIA } from '../dados-pessoais.js';

const instante = z.string();

export const contaExportada = z.object({
  id: z.number().int(),
  nome: z.string(),
  login: z.string(),
  email: z.string().nullable(),
  papel: z.string(),
  situacao: z.string(),
  criada_em: instante,
  atualizada_em: instante,
  verificacao_em_duas_etapas: z.boolean(),
  /** how many recovery codes are left; the codes themselves are never shown again */
  codigos_de_recuperacao_restantes: z.number().int(),
});

export const aparelhosExportados = z.object({
  /** passkeys: their names and dates, never the credential or its key */
  passkeys: z.array(
    z.object({ nome: z.string(), criado_em: instante, ultimo_uso_em: instante.nullable() }),
  ),
  sessoes: z.array(
    z.object({ aparelho: z.string(), criado_em: instante, ultimo_uso_em: instante }),
  ),
});

export const avisosExportados = z.object({
  /** push subscriptions: the device and the push service's host, never the endpoint or its keys */
  inscricoes_push: z.array(
    z.object({ aparelho: z.string(), servico: z.string(), criado_em: instante }),
  ),
  /** the notices the person turned off */
  desligados: z.array(z.object({ canal: z.string(), tipo: z.string() })),
  emails: z.array(
    z.object({
      tipo: z.string(),
      assunto: z.string(),
      criado_em: instante,
      enviado_em: instante.nullable(),
    }),
  ),
});

const arquivoExportado = z.object({
  nome: z.string(),
  tipo: z.string(),
  tamanho: z.number().int(),
  enviado_em: instante,
  /** a signed link to the file, valid until `link_valido_ate` */
  link: z.string(),
  link_valido_ate: instante,
});

export const atendimentosExportados = z.object({
  seus: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      prioridade: z.string(),
      criado_em: instante,
      fechado_em: instante.nullable(),
      mensagens: z.array(
        z.object({
          enviado_em: instante,
          /** "você" or "suporte" */
          de: z.string(),
          texto: z.string(),
        }),
      ),
      arquivos: z.array(arquivoExportado),
      avaliacao: z
        .object({ nota: z.number().int(), comentario: z.string().nullable(), criado_em: instante })
        .nullable(),
    }),
  ),
  /** staff: how much of others' tickets they worked on (the tickets are the others' data) */
  como_suporte: z.object({
    atendimentos_sob_sua_responsabilidade: z.number().int(),
    mensagens_escritas: z.number().int(),
    notas_internas_escritas: z.number().int(),
  }),
});

export const auditoriaExportada = z.object({
  acoes: z.array(z.object({ data_hora: instante, acao: z.string(), detalhes: z.string() })),
  /** entries about Ouvidoria cases the person may no longer read: counted, not shown */
  acoes_em_casos_restritos: z.number().int(),
});

/** the company's notices addressed to the person on the portal, and when they dismissed each */
export const comunicadosExportados = z.object({
  recebidos: z.array(
    z.object({
      titulo: z.string(),
      texto: z.string(),
      recebido_em: instante,
      ciente_em: instante.nullable(),
    }),
  ),
});

/** one's privacy requests (LGPD art. 18) and their answers */
export const solicitacoesExportadas = z.object({
  pedidos: z.array(
    z.object({
      id: z.number().int(),
      tipo: z.string(),
      texto: z.string(),
      status: z.string(),
      criado_em: instante,
      prazo: instante,
      resposta: z.string().nullable(),
      respondida_em: instante.nullable(),
    }),
  ),
});

export const treinamentosExportados = z.object({
  presencas: z.array(
    z.object({
      titulo: z.string(),
      tema: z.string(),
      data: z.string(),
      carga_horaria_min: z.number().int(),
      /** "código" (typed by the person) or "equipe" (marked by staff) */
      forma: z.string(),
      registrada_em: instante,
    }),
  ),
});

export const condutaExportada = z.object({
  /** each version of the Código de Conduta the person declared to have read */
  ciencias: z.array(
    z.object({
      versao: z.number().int(),
      titulo: z.string(),
      sha256: z.string(),
      ciente_em: instante,
    }),
  ),
});

export const GRUPOS_DE_DADOS = {
  conta: contaExportada,
  aparelhos: aparelhosExportados,
  avisos: avisosExportados,
  atendimentos: atendimentosExportados,
  auditoria: auditoriaExportada,
  comunicados: comunicadosExportados,
  solicitacoes: solicitacoesExportadas,
  treinamentos: treinamentosExportados,
  conduta: condutaExportada,
} as const;
export type GrupoDeDados = keyof typeof GRUPOS_DE_DADOS;
export type DadosDoGrupo<G extends GrupoDeDados> = z.infer<(typeof GRUPOS_DE_DADOS)[G]>;

/** Every group has its name on screen (common/dados-pessoais.ts). */
export const ROTULOS_DOS_GRUPOS: Record<GrupoDeDados, string> = ROTULOS;

export const meusDados = z.object({
  gerado_em: instante,
  aviso_ouvidoria: z.string(),
  ...GRUPOS_DE_DADOS,
});
export type MeusDados = z.infer<typeof meusDados>;
