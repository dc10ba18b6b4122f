/**
 * The Código de Conduta (docs/product/conduta.md): a version published by compliance or admin,
 * acknowledged by each person ("Li e estou ciente"), and the adherence view.
 */
import { z } from 'zod';
import { ROLES } from '../roles.js';
import { requiredText } from './fields.js';

/** The longest text a version may have: a code of conduct is a few pages. */
export const TEXTO_MAX = 100_000;

export const publicarVersaoBody = z.object({
  titulo: requiredText('Título', 200),
  // line endings as "\n": the fingerprint covers the text as stored (docs/decisions/051-codigo-de-conduta.md)
  texto: requiredText('Texto', TEXTO_MAX).transform((t) => t.replace(/\r\n?/g, '\n')),
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

/** `GET /api/conduta/vigente`: the version in force and when the caller acknowledged it. */
export const condutaVigente = versaoDoCodigo.extend({ ciente_em: z.string().nullable() });
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
