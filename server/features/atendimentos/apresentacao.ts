/** A chat message as the screens get it (`mensagem` in common/schemas/atendimentos.ts). */
import type { Mensagem } from '../../../common/schemas/atendimentos.js';
import {
  FILES_ROUTE_PREFIX,
  isImagePreview,
  parseArquivo,
} from '../../../common/schemas/atendimentos.js';
import { FileUrlSigner } from '../../lib/file-urls.js';
import type { MensagemRow } from './repository.js';

/**
 * An `arquivo` message stores a stable reference (the unsigned file path); its url is signed
 * afresh on every listing, since signed urls expire.
 */
export function presentMensagem(
  row: MensagemRow,
  signer: FileUrlSigner,
  exp = FileUrlSigner.expiryDiaria(Date.now()),
): Mensagem {
  let mensagem = row.mensagem;
  let miniatura_url: string | undefined;
  if (row.tipo === 'arquivo') {
    const file = parseArquivo(row.mensagem);
    if (file?.url.startsWith(FILES_ROUTE_PREFIX)) {
      const url = signer.url(file.url.slice(FILES_ROUTE_PREFIX.length), exp);
      mensagem = JSON.stringify({
        url,
        nome: file.nome,
        ...(file.mime ? { mime: file.mime } : {}),
        ...(file.duracao !== undefined ? { duracao: file.duracao } : {}),
      });
      // A photo sent before thumbnails existed shows its original.
      if (row.miniatura) miniatura_url = signer.url(row.miniatura, exp);
      else if (isImagePreview(file.nome)) miniatura_url = url;
    }
  }
  return {
    id: row.id,
    remetente: row.remetente,
    tipo: row.tipo,
    mensagem,
    enviado_em: row.enviado_em,
    ...(miniatura_url ? { miniatura_url } : {}),
  };
}
