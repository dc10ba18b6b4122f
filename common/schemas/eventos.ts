/**
 * The live stream's events (`GET /api/eventos`, docs/product/eventos.md): their names and what
 * each carries, shared by the server and the screens.
 */
import { z } from 'zod';
import { mensagem } from './atendimentos.js';
export { TIPOS_EVENTO, type TipoEvento } from '../eventos.js';

/** A new message of a ticket, as `…/mensagens` shows it. */
export const eventoMensagem = z.object({ atendimento_id: z.number().int(), mensagem });
export type EventoMensagem = z.infer<typeof eventoMensagem>;

/** Something about a ticket changed: read it again (`GET /api/atendimentos/{id}`). */
export const eventoAtendimento = z.object({ atendimento_id: z.number().int() });
export type EventoAtendimento = z.infer<typeof eventoAtendimento>;

/** Something about an Ouvidoria case changed (staff who may read it): read it again. */
export const eventoDenuncia = z.object({ denuncia_id: z.number().int() });
export type EventoDenuncia = z.infer<typeof eventoDenuncia>;

/**
 * The portal's badge counts, for the reader: staff of the help desk get the open tickets nobody
 * has answered yet (`novos`) and the open tickets whose SLA state is `em_risco` (`em_risco`) or
 * `estourado` (`atrasados`), as the panel shows them; staff of the Ouvidoria the open cases whose reporter has not yet heard from
 * it (`aguardando_confirmacao`); an employee their open tickets with an answer from support they
 * have not read yet (`meus_atendimentos.respondidos`).
 */
export const contadores = z.object({
  atendimentos: z
    .object({
      novos: z.number().int(),
      em_risco: z.number().int(),
      atrasados: z.number().int(),
    })
    .optional(),
  denuncias: z.object({ aguardando_confirmacao: z.number().int() }).optional(),
  meus_atendimentos: z.object({ respondidos: z.number().int() }).optional(),
});
export type Contadores = z.infer<typeof contadores>;
