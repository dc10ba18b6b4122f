/**
 * Voice messages (docs/product/atendimentos.md, "Mensagens de voz"): what the browsers'
 * MediaRecorder makes — WebM/Opus (Chrome, Android, Firefox), Ogg/Opus, MP4/AAC (Safari) — judged
 * by the bytes, never by the name or the type the request claims, and only audio: a container
 * that carries a video track is refused. No codec runs on the server.
 */
import { VOZ_MAX_BYTES } from '../../common/constants.js';
import { extensionOf } from '../../common/schemas/atendimentos.js';
import { badRequest, HttpError } from './errors.js';

export const AUDIO_NAO_ACEITO =
  'Formato de áudio não aceito. Grave a mensagem pelo botão "Gravar mensagem de voz" (áudio WebM, Ogg ou MP4).';
export const AUDIO_GRANDE_DEMAIS =
  'A mensagem de voz passa de 5 MB. Grave uma mensagem mais curta (até 2 minutos).';

/** Names and types that claim to be audio: these go to `judgeAudio`, never to the documents' rules. */
const EXTENSOES_DE_AUDIO = [
  'webm',
  'weba',
  'ogg',
  'oga',
  'opus',
  'm4a',
  'mp4',
  'aac',
  'mp3',
  'wav',
];

export function pareceAudio(nome: string, tipoDeclarado?: string): boolean {
  return (
    (tipoDeclarado ?? '').toLowerCase().startsWith('audio/') ||
    EXTENSOES_DE_AUDIO.includes(extensionOf(nome))
  );
}

const tem = (b: Buffer, s: string) => b.includes(Buffer.from(s, 'latin1'));

/** The EBML header of Matroska/WebM whose DocType is "webm", with an audio codec and no video. */
function ehWebm(b: Buffer): boolean {
  if (b.readUInt32BE(0) !== 0x1a45dfa3) return false;
  const cabecalho = b.subarray(0, 64);
  if (!tem(cabecalho, 'webm')) return false;
  return (
    (tem(b, 'A_OPUS') || tem(b, 'A_VORBIS')) && !/V_(VP8|VP9|AV1|MPEG4)/.test(b.toString('latin1'))
  );
}

/** An Ogg stream whose first page starts Opus or Vorbis, with no Theora video. */
function ehOgg(b: Buffer): boolean {
  if (b.subarray(0, 4).toString('latin1') !== 'OggS') return false;
  const inicio = b.subarray(0, 512);
  return (tem(inicio, 'OpusHead') || tem(inicio, '\x01vorbis')) && !tem(b, '\x80theora');
}

/** An ISO-BMFF file (MP4, M4A) whose tracks are sound only ("soun" handlers, no "vide"). */
function ehMp4(b: Buffer): boolean {
  if (b.length < 12 || b.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  // a handler box: 'hdlr', version and flags, pre_defined, then the handler's type
  const texto = b.toString('latin1');
  return /hdlr[\s\S]{8}soun/.test(texto) && !/hdlr[\s\S]{8}vide/.test(texto);
}

/** The stored extension and content type of a voice message, or a 400/413 in Portuguese. */
export function judgeAudio(buffer: Buffer): { ext: string; contentType: string } {
  if (buffer.length > VOZ_MAX_BYTES) throw new HttpError(413, AUDIO_GRANDE_DEMAIS);
  if (buffer.length < 16) throw badRequest(AUDIO_NAO_ACEITO);
  if (ehWebm(buffer)) return { ext: 'webm', contentType: 'audio/webm' };
  if (ehOgg(buffer)) return { ext: 'ogg', contentType: 'audio/ogg' };
  if (ehMp4(buffer)) return { ext: 'm4a', contentType: 'audio/mp4' };
  throw badRequest(AUDIO_NAO_ACEITO);
}
