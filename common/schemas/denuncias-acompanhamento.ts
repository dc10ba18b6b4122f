/**
 * The reporter's side of an Ouvidoria case, without an account: the receipt after sending, and
 * following the case with protocol and key (docs/product/denuncias.md, "Acompanhamento").
 */
import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from '../constants.js';
import { DENUNCIA_STATUS } from '../denuncias.js';
export { ANEXOS_COTA_TEXTO, HORARIO_DO_DENUNCIANTE_TEXTO } from '../denuncias.js';

export const ACOMPANHAMENTO_MESSAGES = {
  protocolo: 'Informe o protocolo recebido ao enviar a denúncia.',
  chave: 'Informe a chave de 16 dígitos recebida ao enviar a denúncia.',
  credenciais: 'Protocolo ou chave incorretos.',
  texto: 'Escreva a mensagem.',
  textoLongo: `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.`,
  encerrada: 'Esta denúncia foi encerrada e não recebe mais mensagens nem anexos.',
  bloqueado: 'Muitas tentativas com este protocolo. Aguarde 15 minutos e tente novamente.',
  corpo: 'Dados inválidos.',
  cotaAnexos: 'Esta denúncia já recebeu o máximo de anexos: 10 arquivos ou 50 MB ao todo.',
} as const;

/** What a case takes from its reporter, all uploads added up (docs/product/denuncias.md). */
export const ANEXOS_POR_CASO_MAX = 10;
export const ANEXOS_BYTES_POR_CASO_MAX = 50 * 1024 * 1024;
/** What a person types: the key may come in groups of four; the protocol in any case. */
const protocoloField = z
  .string({ error: ACOMPANHAMENTO_MESSAGES.protocolo })
  .transform((v) => v.replace(/[\s.-]/g, '').toUpperCase())
  .pipe(
    z.string().min(1, ACOMPANHAMENTO_MESSAGES.protocolo).max(40, ACOMPANHAMENTO_MESSAGES.protocolo),
  );
const chaveField = z
  .string({ error: ACOMPANHAMENTO_MESSAGES.chave })
  .transform((v) => v.replace(/[\s.-]/g, ''))
  .pipe(z.string().regex(/^[0-9]{16}$/, ACOMPANHAMENTO_MESSAGES.chave));

const texto = z
  .string({ error: ACOMPANHAMENTO_MESSAGES.texto })
  .trim()
  .min(1, ACOMPANHAMENTO_MESSAGES.texto)
  .max(MESSAGE_MAX_LENGTH, ACOMPANHAMENTO_MESSAGES.textoLongo)
  .refine((v) => !v.includes('\u0000'), 'O texto contém caracteres inválidos.');
export const textoDenunciaField = texto;

const strict = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, { error: () => ACOMPANHAMENTO_MESSAGES.corpo });

export const credenciaisBody = strict({ protocolo: protocoloField, chave: chaveField });
export type Credenciais = z.output<typeof credenciaisBody>;

export const mensagemDenuncianteBody = strict({
  protocolo: protocoloField,
  chave: chaveField,
  texto,
});

/** `POST /api/denuncias` answers the receipt: shown once, the key is never stored in clear. */
export const reciboDenuncia = z.object({
  ok: z.literal(true),
  protocolo: z.string(),
  chave: z.string(),
});
export type ReciboDenuncia = z.infer<typeof reciboDenuncia>;

export const mensagemDoCaso = z.object({
  id: z.number().int(),
  autor: z.enum(['denunciante', 'ouvidoria']),
  texto: z.string(),
  enviado_em: z.string(),
});
export type MensagemDoCaso = z.infer<typeof mensagemDoCaso>;

const anexoDoDenunciante = z.object({ nome: z.string(), tamanho: z.number().int() });

/** What the reporter reads: never the notes, the history nor who handled the case. */
export const acompanhamento = z.object({
  protocolo: z.string(),
  categoria: z.string(),
  status: z.enum(DENUNCIA_STATUS),
  criado_em: z.string(),
  mensagens: z.array(mensagemDoCaso),
  anexos: z.array(anexoDoDenunciante),
});
export type Acompanhamento = z.infer<typeof acompanhamento>;
