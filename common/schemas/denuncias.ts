import { z } from 'zod';
import { DENUNCIA_MAX_LENGTH } from '../constants.js';
import {
  DENUNCIA_CATEGORIAS,
  DENUNCIA_MESSAGES,
  DENUNCIA_NOME_MAX_LENGTH,
  PAPEIS_EXCLUIVEIS,
} from '../denuncias.js';
export { DENUNCIA_CATEGORIAS, DENUNCIA_MESSAGES, DENUNCIA_NOME_MAX_LENGTH } from '../denuncias.js';

// PostgreSQL text cannot hold NUL; refusing it keeps both databases alike and bad input a 400.
const noNul = (v: string) => !v.includes('\u0000');

/**
 * Body of `POST /api/denuncias`. Unknown fields are refused. An anonymous report comes out of
 * parsing without any name, whatever was sent; a report that is not anonymous may still leave
 * the name out.
 */
export const denunciaBody = z
  .strictObject(
    {
      nome: z
        .string({ error: 'Nome inválido.' })
        .trim()
        .max(DENUNCIA_NOME_MAX_LENGTH, DENUNCIA_MESSAGES.nomeLongo)
        .refine(noNul, DENUNCIA_MESSAGES.caracteres)
        .nullish(),
      categoria: z
        .string({ error: DENUNCIA_MESSAGES.categoria })
        // the same word typed with combining accents is still the same category
        .transform((v) => v.normalize('NFC'))
        .pipe(z.enum(DENUNCIA_CATEGORIAS, { error: DENUNCIA_MESSAGES.categoria })),
      descricao: z
        .string({ error: DENUNCIA_MESSAGES.descricao })
        .trim()
        .min(1, DENUNCIA_MESSAGES.descricao)
        .max(DENUNCIA_MAX_LENGTH, DENUNCIA_MESSAGES.descricaoLonga)
        .refine(noNul, DENUNCIA_MESSAGES.caracteres),
      anonimato: z.boolean({ error: DENUNCIA_MESSAGES.anonimato }),
      /** staff roles that must not read the report (e.g. a report about RH) */
      excluir_papeis: z
        .array(z.enum(PAPEIS_EXCLUIVEIS, { error: DENUNCIA_MESSAGES.excluirPapeis }), {
          error: DENUNCIA_MESSAGES.excluirPapeis,
        })
        .max(PAPEIS_EXCLUIVEIS.length, DENUNCIA_MESSAGES.excluirPapeis)
        .optional(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys'
          ? DENUNCIA_MESSAGES.campoDesconhecido
          : DENUNCIA_MESSAGES.corpo,
    },
  )
  .refine((b) => PAPEIS_EXCLUIVEIS.some((r) => !b.excluir_papeis?.includes(r)), {
    message: DENUNCIA_MESSAGES.ninguemLe,
    path: ['excluir_papeis'],
  })
  // The name stays optional when not anonymous (docs/product/denuncias.md): without one, null.
  .transform((b) => ({
    categoria: b.categoria,
    descricao: b.descricao,
    anonimato: b.anonimato,
    nome: b.anonimato ? null : b.nome || null,
    excluir_papeis: [...new Set(b.excluir_papeis ?? [])],
  }));
export type DenunciaBody = z.input<typeof denunciaBody>;
export type NovaDenuncia = z.output<typeof denunciaBody>;

/** A report as staff read it. `nome` is null for anonymous reports. */
export const denunciaItem = z.object({
  id: z.number().int(),
  nome: z.string().nullable(),
  categoria: z.string(),
  descricao: z.string(),
  anonimato: z.boolean(),
  /** ISO timestamp, stored to the hour (see docs/decisions/004-ouvidoria-anonymity.md) */
  criado_em: z.string(),
});
export type Denuncia = z.infer<typeof denunciaItem>;

/** `GET /api/denuncias/leitores`: who reads reports today, by role only (no names, no count). */
export const leitoresDeDenuncias = z.object({
  leitores: z.array(
    z.object({
      papel: z.enum(PAPEIS_EXCLUIVEIS),
      definido_por: z.array(z.enum(PAPEIS_EXCLUIVEIS)),
    }),
  ),
});
export type LeitoresDeDenuncias = z.infer<typeof leitoresDeDenuncias>;
