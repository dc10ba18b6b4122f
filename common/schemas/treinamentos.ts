/**
 * Trainings (docs/product/treinamentos.md; Lei 14.457/2022 art. 23 IV): what staff register, how
 * attendance is marked, and each person's harassment-prevention situation.
 */
import { z } from 'zod';
import { requiredText } from './fields.js';
import { MODALIDADES, SITUACOES, TEMAS_DE_TREINAMENTO } from '../treinamentos.js';
export {
  TEMAS_DE_TREINAMENTO,
  ROTULOS_DOS_TEMAS,
  MODALIDADES,
  ROTULOS_DAS_MODALIDADES,
  MESES_ENTRE_TREINAMENTOS,
  DIAS_DO_AVISO,
  SITUACOES,
  ROTULOS_DAS_SITUACOES,
  type TemaDeTreinamento,
  type Modalidade,
  type SituacaoDeTreinamento,
} from '../treinamentos.js';

const DATA_INVALIDA = 'Data inválida. Use o formato AAAA-MM-DD.';

/** A calendar day, "2026-11-26", that exists (no 2026-02-30). */
export const diaField = z
  .string({ error: DATA_INVALIDA })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATA_INVALIDA)
  .refine((v) => {
    const d = new Date(`${v}T12:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, DATA_INVALIDA)
  .refine((v) => v >= '2000-01-01' && v <= '2099-12-31', DATA_INVALIDA);

/** `POST /api/treinamentos`. */
export const novoTreinamentoBody = z.object(
  {
    titulo: requiredText('Título', 160),
    tema: z.enum(TEMAS_DE_TREINAMENTO, { error: 'Tema inválido.' }),
    data: diaField,
    carga_horaria_min: z
      .number({ error: 'Carga horária deve ser um número de minutos.' })
      .int('Carga horária deve ser um número inteiro de minutos.')
      .min(1, 'Carga horária deve ser de pelo menos 1 minuto.')
      .max(24 * 60, 'Carga horária deve ser de no máximo 1440 minutos (24 horas).'),
    modalidade: z.enum(MODALIDADES, { error: 'Modalidade inválida.' }),
  },
  { error: 'Envie os dados do treinamento.' },
);
export type NovoTreinamento = z.infer<typeof novoTreinamentoBody>;

export const CODIGO_INVALIDO = 'Digite o código de 6 números informado no treinamento.';

/** `POST /api/treinamentos/presenca`: spaces and hyphens a phone keyboard adds are ignored. */
export const presencaBody = z.object(
  {
    codigo: z
      .string({ error: CODIGO_INVALIDO })
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, CODIGO_INVALIDO)),
  },
  { error: CODIGO_INVALIDO },
);

/** `POST /api/treinamentos/{id}/participantes`. */
export const participantesBody = z.object(
  {
    usuario_ids: z
      .array(
        z
          .number({ error: 'Identificador de pessoa inválido.' })
          .int('Identificador de pessoa inválido.')
          .min(1, 'Identificador de pessoa inválido.')
          .max(2_147_483_647, 'Identificador de pessoa inválido.'),
        { error: 'Envie a lista de pessoas presentes.' },
      )
      .min(1, 'Escolha ao menos uma pessoa.')
      .max(500, 'No máximo 500 pessoas por vez.'),
  },
  { error: 'Envie a lista de pessoas presentes.' },
);

export const treinamentoCriado = z.object({ id: z.number().int(), codigo_presenca: z.string() });
export type TreinamentoCriado = z.infer<typeof treinamentoCriado>;

export const treinamentoResumo = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tema: z.enum(TEMAS_DE_TREINAMENTO),
  data: z.string(),
  carga_horaria_min: z.number().int(),
  modalidade: z.enum(MODALIDADES),
  codigo_presenca: z.string(),
  participantes: z.number().int(),
});
export type TreinamentoResumo = z.infer<typeof treinamentoResumo>;

export const participante = z.object({
  usuario_id: z.number().int(),
  nome: z.string(),
  /** `codigo`: typed by the person; `equipe`: marked by staff */
  forma: z.enum(['codigo', 'equipe']),
  registrada_em: z.string(),
});
export type Participante = z.infer<typeof participante>;

export const treinamentoDetalhe = treinamentoResumo.extend({
  participantes_lista: z.array(participante),
});
export type TreinamentoDetalhe = z.infer<typeof treinamentoDetalhe>;

export const presencasAdicionadas = z.object({ adicionados: z.number().int() });

export const presencaRegistrada = z.object({
  treinamento: z.object({ id: z.number().int(), titulo: z.string(), data: z.string() }),
  /** false when the person was already present: nothing changed */
  nova: z.boolean(),
});

/** One person's harassment-prevention situation. */
export const situacaoDaPessoa = z.object({
  ultimo_treinamento: z.string().nullable(),
  vencimento: z.string().nullable(),
  situacao: z.enum(SITUACOES),
});
export type SituacaoDaPessoa = z.infer<typeof situacaoDaPessoa>;

export const situacaoDaEquipe = z.array(
  situacaoDaPessoa.extend({
    usuario_id: z.number().int(),
    nome: z.string(),
    role: z.string(),
  }),
);
export type SituacaoDaEquipe = z.infer<typeof situacaoDaEquipe>;

export const treinamentoFeito = z.object({
  id: z.number().int(),
  titulo: z.string(),
  tema: z.enum(TEMAS_DE_TREINAMENTO),
  data: z.string(),
  carga_horaria_min: z.number().int(),
  modalidade: z.enum(MODALIDADES),
  registrada_em: z.string(),
});

/** `GET /api/me/treinamentos`. */
export const meusTreinamentos = z.object({
  situacao: situacaoDaPessoa,
  treinamentos: z.array(treinamentoFeito),
});
export type MeusTreinamentos = z.infer<typeof meusTreinamentos>;
