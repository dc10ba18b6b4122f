/**
 * The company's notices to a person on the portal (server/core/comunicados.ts,
 * docs/decisions/050-comunicados-e-prazo-de-incidentes.md): shown on every portal screen until
 * the person dismisses them. Any feature may write one; the security incidents are the first.
 */
import { z } from 'zod';

export const COMUNICADO_NAO_ENCONTRADO = 'Comunicado não encontrado.';

/** `GET /api/me/comunicados`: the notices the person has not dismissed, newest first. */
export const meuComunicado = z.object({
  id: z.number(),
  titulo: z.string(),
  texto: z.string(),
  criado_em: z.string(),
});
export type MeuComunicado = z.infer<typeof meuComunicado>;
export const meusComunicados = z.array(meuComunicado);
