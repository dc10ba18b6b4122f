/**
 * The Código de Conduta (docs/product/conduta.md): a version published by compliance or admin,
 * acknowledged by each person ("Li e estou ciente"), and the adherence view.
 */
import { z } from 'zod';
import { ROLES } from '../roles.js';
import { RESUMO_MAX, TEXTO_MAX } from '../conduta.js';
import { requiredText } from './fields.js';

export { RESUMO_MAX, TEXTO_MAX };

export const RESUMO_OBRIGATORIO =
  'Descreva o que mudou desde a versão anterior: quem já leu o código verá esse resumo.';

export const publicarVersaoBody = z.object({
  titulo: requiredText('Título', 200),
  // line endings as "\n": the fingerprint covers the text as stored (docs/decisions/051-codigo-de-conduta.md)
  texto: requiredText('Texto', TEXTO_MAX).transform((t) => t.replace(/\r\n?/g, '\n')),
  /** what changed since the version before: required from version 2 on (server/features/conduta/service.ts) */
  resumo: z
    .string({ error: 'O resumo das mudanças deve ser um texto.' })
    .trim()
    .max(RESUMO_MAX, `O resumo das mudanças deve ter no máximo ${RESUMO_MAX} caracteres.`)
    .refine((v) => !v.includes('\u0000'), 'O resumo das mudanças contém caracteres inválidos.')
    .optional(),
});
export type PublicarVersaoBody = z.input<typeof publicarVersaoBody>;

export const versaoPublicada = z.object({
  id: z.number().int(),
  versao: z.number().int(),
  sha256: z.string(),
  publicada_em: z.string(),
});
export type VersaoPublicada = z.infer<typeof versaoPublicada>;

export const versaoDoCodigo = versaoPublicada.extend({ titulo: z.string(), texto: z.string() });

/** A version's summary of what changed (null: published without one). */
export const mudancaDaVersao = z.object({
  versao: z.number().int(),
  publicada_em: z.string(),
  resumo: z.string().nullable(),
});

/**
 * `GET /api/conduta/vigente`: the version in force and when the caller acknowledged it. For
 * someone who has not yet, but acknowledged an earlier one: that one's number (`lida`) and what
 * each version since changed, oldest first.
 */
export const condutaVigente = versaoDoCodigo.extend({
  ciente_em: z.string().nullable(),
  desde: z.object({ lida: z.number().int(), mudancas: z.array(mudancaDaVersao) }).nullable(),
});
export type CondutaVigente = z.infer<typeof condutaVigente>;

export const versoesDoCodigo = z.array(
  versaoPublicada.extend({ titulo: z.string(), ciencias: z.number().int() }),
);
export type VersoesDoCodigo = z.infer<typeof versoesDoCodigo>;

export const cienciaBody = z.object({
  versao_id: z
    .number({ error: 'Informe a versão do Código de Conduta.' })
    .int('Versão inválida.')
    .positive('Versão inválida.'),
});

export const cienciaResposta = z.object({
  versao_id: z.number().int(),
  versao: z.number().int(),
  sha256: z.string(),
  ciente_em: z.string(),
});
export type CienciaResposta = z.infer<typeof cienciaResposta>;

export const adesaoQuery = z.object({
  versao: z.coerce
    .number({ error: 'Versão inválida.' })
    .int('Versão inválida.')
    .positive('Versão inválida.')
    .optional(),
});

const pessoa = z.object({ id: z.number().int(), nome: z.string(), role: z.enum(ROLES) });
const contagem = z.object({
  total: z.number().int(),
  cientes: z.number().int(),
  pendentes: z.number().int(),
});

/** `GET /api/conduta/adesao`: the active people, who acknowledged the version and who not yet. */
export const adesao = z.object({
  versao: versaoPublicada.extend({ titulo: z.string() }),
  totais: contagem,
  por_papel: z.array(contagem.extend({ role: z.enum(ROLES) })),
  pendentes: z.array(pessoa),
  cientes: z.array(pessoa.extend({ ciente_em: z.string() })),
});
export type Adesao = z.infer<typeof adesao>;
