/**
 * The register of security incidents (docs/product/incidentes.md; LGPD art. 48, Resolução
 * CD/ANPD 15/2024) and the notices to the people affected (server/core/comunicados.ts).
 */
import { z } from 'zod';
import { ROLES } from '../roles.js';

/** The ANPD is told within this many business days of the company's awareness (Res. 15/2024 art. 6). */
export const DIAS_UTEIS_PARA_COMUNICAR = 3;
/** A browser's clock a little ahead of the server's is not "the future". */
const TOLERANCIA_MS = 5 * 60 * 1000;

/** The fixed title of the notice people read on the portal; the text is the admin's. */
export const TITULO_DO_COMUNICADO = 'Comunicado sobre um incidente de segurança';

export const INCIDENTE_NAO_ENCONTRADO = 'Incidente não encontrado.';
export const CIENCIA_ANTES_DA_OCORRENCIA =
  'A data de ciência não pode ser anterior à data da ocorrência.';
export const ANPD_ANTES_DA_CIENCIA =
  'A comunicação à ANPD não pode ser anterior à ciência do incidente.';
export const NINGUEM_PARA_COMUNICAR = 'Nenhuma pessoa ativa corresponde à escolha.';

const texto = (obrigatorio: string, rotulo: string, max: number) =>
  z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .max(max, `${rotulo} deve ter no máximo ${max} caracteres.`)
    .refine((v) => !v.includes('\u0000'), `${rotulo} contém caracteres inválidos.`);

/** An instant in ISO 8601 with its offset, not in the future; given back as UTC ISO. */
const instante = (obrigatorio: string, futuro: string) =>
  z
    .string({ error: obrigatorio })
    .trim()
    .min(1, obrigatorio)
    .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, obrigatorio)
    .transform((v) => new Date(v).toISOString())
    .refine((v) => new Date(v).getTime() <= Date.now() + TOLERANCIA_MS, futuro);

const OCORRIDO = 'Informe a data e a hora em que o incidente ocorreu.';
const CIENCIA = 'Informe a data e a hora em que a empresa tomou ciência do incidente.';
const ANPD = 'Informe a data e a hora da comunicação à ANPD.';

export const novoIncidente = z
  .object(
    {
      descricao: texto('Descreva o incidente.', 'A descrição', 5000),
      ocorrido_em: instante(OCORRIDO, 'A data da ocorrência não pode estar no futuro.'),
      ciencia_em: instante(CIENCIA, 'A data de ciência não pode estar no futuro.'),
      dados_afetados: texto('Informe os dados afetados.', 'Os dados afetados', 2000),
      titulares_estimados: z
        .number({ error: 'Informe o número estimado de titulares afetados.' })
        .int('O número de titulares afetados deve ser um número inteiro.')
        .min(0, 'O número de titulares afetados não pode ser negativo.')
        .max(1_000_000_000, 'O número de titulares afetados é grande demais.'),
      medidas: texto('Informe as medidas tomadas ou previstas.', 'As medidas', 5000),
    },
    { error: 'Envie os dados do incidente.' },
  )
  .refine((b) => b.ciencia_em >= b.ocorrido_em, {
    error: CIENCIA_ANTES_DA_OCORRENCIA,
    path: ['ciencia_em'],
  });
export type NovoIncidente = z.input<typeof novoIncidente>;

export const alteracaoDoIncidente = z
  .strictObject(
    {
      comunicado_anpd_em: instante(
        ANPD,
        'A data da comunicação à ANPD não pode estar no futuro.',
      ).optional(),
      medidas: texto('Informe as medidas tomadas ou previstas.', 'As medidas', 5000).optional(),
    },
    { error: 'Envie a data da comunicação à ANPD ou as medidas.' },
  )
  .refine((b) => b.comunicado_anpd_em !== undefined || b.medidas !== undefined, {
    error: 'Envie a data da comunicação à ANPD ou as medidas.',
  });
export type AlteracaoDoIncidente = z.input<typeof alteracaoDoIncidente>;

const PARA_INVALIDO = 'Escolha para quem comunicar: todos, por papel ou pessoas.';
export const novoComunicado = z.discriminatedUnion(
  'para',
  [
    z.object({ para: z.literal('todos') }),
    z.object({
      para: z.literal('papeis'),
      papeis: z
        .array(z.enum(ROLES, { error: 'Papel inválido.' }), { error: 'Escolha ao menos um papel.' })
        .min(1, 'Escolha ao menos um papel.')
        .max(ROLES.length, 'Papel repetido.'),
    }),
    z.object({
      para: z.literal('usuarios'),
      usuarios: z
        .array(
          z
            .number({ error: 'Pessoa inválida.' })
            .int('Pessoa inválida.')
            .positive('Pessoa inválida.'),
          {
            error: 'Escolha ao menos uma pessoa.',
          },
        )
        .min(1, 'Escolha ao menos uma pessoa.')
        .max(5000, 'No máximo 5000 pessoas por comunicado.'),
    }),
  ],
  { error: PARA_INVALIDO },
);
export const comunicadoBody = z
  .object(
    { texto: texto('Escreva o texto do comunicado.', 'O texto do comunicado', 4000) },
    { error: 'Envie o texto do comunicado e para quem comunicar.' },
  )
  .and(novoComunicado);
export type ComunicadoBody = z.input<typeof comunicadoBody>;

/**
 * Where the deadline stands: `no_prazo` (not yet told, time left), `vencido` (not yet told, past
 * the deadline), `comunicado` (told by the deadline), `comunicado_com_atraso`.
 */
export const SITUACOES_DO_PRAZO = [
  'no_prazo',
  'vencido',
  'comunicado',
  'comunicado_com_atraso',
] as const;
export type SituacaoDoPrazo = (typeof SITUACOES_DO_PRAZO)[number];

export const incidenteItem = z.object({
  id: z.number(),
  descricao: z.string(),
  ocorrido_em: z.string(),
  ciencia_em: z.string(),
  dados_afetados: z.string(),
  titulares_estimados: z.number(),
  medidas: z.string(),
  /** AAAA-MM-DD, the last day to tell the ANPD */
  prazo_comunicacao: z.string(),
  comunicado_anpd_em: z.string().nullable(),
  situacao_prazo: z.enum(SITUACOES_DO_PRAZO),
  /** business days left after today up to the deadline (0 on its last day); null once told or late */
  dias_uteis_restantes: z.number().nullable(),
  autor_nome: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
});
export type IncidenteItem = z.infer<typeof incidenteItem>;
export const incidenteLista = z.array(incidenteItem);

export const comunicadoDoIncidente = z.object({
  id: z.number(),
  texto: z.string(),
  criado_em: z.string(),
  destinatarios: z.number(),
  cientes: z.number(),
});
export const incidenteDetalhe = incidenteItem.extend({
  comunicados: z.array(comunicadoDoIncidente),
});
export type IncidenteDetalhe = z.infer<typeof incidenteDetalhe>;

export const comunicadoCriado = z.object({ id: z.number(), destinatarios: z.number() });
export type ComunicadoCriado = z.infer<typeof comunicadoCriado>;
