/** Devices (sessions) of a signed-in person: docs/product/conta.md, "Aparelhos conectados". */
import { z } from 'zod';

export const sessao = z.object({
  id: z.string(),
  /** readable name such as "Chrome no Android" */
  aparelho: z.string(),
  criado_em: z.string(),
  /** roughly where it signed in, when a trusted proxy names the city (CIDADE_HEADER); absent otherwise */
  cidade: z.string().optional(),
  /** moved at most every few minutes */
  ultimo_uso_em: z.string(),
  /** the session of the token that asked */
  atual: z.boolean(),
});
export type Sessao = z.infer<typeof sessao>;
export const sessoes = z.array(sessao);

export const sessaoParam = z.object({
  id: z
    .string({ error: 'Aparelho inválido.' })
    .min(1, 'Aparelho inválido.')
    .max(64, 'Aparelho inválido.'),
});

export const encerradas = z.object({ encerradas: z.number().int() });
export type Encerradas = z.infer<typeof encerradas>;

export const SESSAO_NAO_ENCONTRADA = 'Aparelho não encontrado.';
