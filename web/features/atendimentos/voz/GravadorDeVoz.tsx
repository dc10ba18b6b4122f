import { useEffect, useRef, useState } from 'react';
import { VOZ_MAX_SEGUNDOS } from '../../../../common/constants';
import { duracaoTexto } from './duracao';
import { carimbo } from '../../../lib/datas';

export interface Gravacao {
  arquivo: Blob;
  nome: string;
  tipo: string;
  duracao: number;
}

/** What the browser records: WebM/Opus on Chrome and Android, MP4/AAC on Safari. */
const FORMATOS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus'];
const formato = () =>
  FORMATOS.find((f) => typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(f));
/**
 * Speech, not music: Opus at 24 kbit/s is clear voice (Chromium's default, about 115 kbit/s, made
 * a 30-second message about 430 KB; this makes it about 90 KB), which matters on a farm's upload
 * of a few tens of KB per second. The browser may round it; AAC in Safari keeps its own floor.
 */
const VOZ_BITS_POR_SEGUNDO = 24_000;

const extensao = (tipo: string) =>
  tipo.startsWith('audio/mp4') ? 'm4a' : tipo.startsWith('audio/ogg') ? 'ogg' : 'webm';

const POR_QUE =
  'Para gravar, o portal precisa usar o microfone do aparelho. O áudio só sai do aparelho quando você tocar em "Enviar áudio".';
const RECUSADO =
  'O microfone está bloqueado para o portal. Para gravar, toque no cadeado ao lado do endereço, abra "Permissões" e permita o microfone; depois toque de novo em "Gravar mensagem de voz".';
const SEM_MICROFONE =
  'Não encontramos um microfone neste aparelho. Envie sua dúvida por texto ou anexe um arquivo.';
const SEM_SUPORTE = 'Este navegador não grava áudio. Envie sua dúvida por texto.';

type Estado =
  | { fase: 'explicando' }
  | { fase: 'pedindo' }
  | { fase: 'gravando' }
  | { fase: 'erro'; texto: string };

/**
 * The voice recorder of the support chat (docs/product/atendimentos.md, "Mensagens de voz"),
 * loaded only when "Gravar mensagem de voz" is tapped. The microphone is asked for once: while
 * the browser has not decided, a sentence says why before its own question; a refusal says how
 * to allow it again. A visible timer counts up to 2 minutes, where the recording stops by itself;
 * "Enviar áudio" hands the recording to the chat (which queues it like a text), "Cancelar" drops
 * it. The timer is announced politely at the start, every 30 seconds and near the end.
 */
export default function GravadorDeVoz({
  onEnviar,
  onFechar,
}: {
  onEnviar: (g: Gravacao) => void;
  onFechar: () => void;
}) {
  const [estado, setEstado] = useState<Estado>({ fase: 'pedindo' });
  const [segundos, setSegundos] = useState(0);
  const [aviso, setAviso] = useState('');
  const gravador = useRef<MediaRecorder | null>(null);
  const fluxo = useRef<MediaStream | null>(null);
  const partes = useRef<Blob[]>([]);
  const inicio = useRef(0);
  const destino = useRef<'enviar' | 'descartar'>('descartar');
  const enviarBotao = useRef<HTMLButtonElement>(null);
  const enviarRef = useRef(onEnviar);
  enviarRef.current = onEnviar;

  const soltarMicrofone = () => {
    fluxo.current?.getTracks().forEach((t) => t.stop());
    fluxo.current = null;
  };

  const gravar = async () => {
    const tipo = formato();
    if (!tipo || !navigator.mediaDevices?.getUserMedia) {
      setEstado({ fase: 'erro', texto: SEM_SUPORTE });
      return;
    }
    setEstado({ fase: 'pedindo' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      const nome = err instanceof Error ? err.name : '';
      setEstado({
        fase: 'erro',
        texto:
          nome === 'NotFoundError' || nome === 'OverconstrainedError' ? SEM_MICROFONE : RECUSADO,
      });
      return;
    }
    fluxo.current = stream;
    const rec = new MediaRecorder(stream, {
      mimeType: tipo,
      audioBitsPerSecond: VOZ_BITS_POR_SEGUNDO,
    });
    partes.current = [];
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) partes.current.push(e.data);
    };
    rec.onstop = () => {
      soltarMicrofone();
      if (destino.current !== 'enviar') return;
      // whole seconds, as the player counts them (0:03 for 3.6 s)
      const duracao = Math.max(1, Math.floor((performance.now() - inicio.current) / 1000));
      const arquivo = new Blob(partes.current, { type: rec.mimeType || tipo });
      enviarRef.current({
        arquivo,
        nome: `mensagem-de-voz-${carimbo()}.${extensao(arquivo.type)}`,
        tipo: arquivo.type,
        duracao: Math.min(duracao, VOZ_MAX_SEGUNDOS),
      });
    };
    gravador.current = rec;
    inicio.current = performance.now();
    // the length counts from when the recorder really started, not from the tap
    rec.onstart = () => {
      inicio.current = performance.now();
    };
    rec.start(1000);
    setSegundos(0);
    setAviso('Gravando. Toque em "Enviar áudio" quando terminar.');
    setEstado({ fase: 'gravando' });
  };

  // The first tap: explain before the browser's own question, unless it has already decided.
  useEffect(() => {
    let vivo = true;
    const perguntar = navigator.permissions?.query({ name: 'microphone' as PermissionName });
    if (!perguntar) {
      setEstado({ fase: 'explicando' });
      return;
    }
    perguntar.then(
      (p) => {
        if (!vivo) return;
        if (p.state === 'granted') void gravar();
        else if (p.state === 'denied') setEstado({ fase: 'erro', texto: RECUSADO });
        else setEstado({ fase: 'explicando' });
      },
      () => vivo && setEstado({ fase: 'explicando' }),
    );
    return () => {
      vivo = false;
      destino.current = 'descartar';
      if (gravador.current?.state === 'recording') gravador.current.stop();
      soltarMicrofone();
    };
    // once, when the recorder opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const parar = (para: 'enviar' | 'descartar') => {
    destino.current = para;
    if (gravador.current?.state === 'recording') gravador.current.stop();
    else soltarMicrofone();
    if (para === 'descartar') onFechar();
  };

  useEffect(() => {
    if (estado.fase !== 'gravando') return;
    enviarBotao.current?.focus();
    const relogio = setInterval(() => {
      const s = Math.floor((performance.now() - inicio.current) / 1000);
      setSegundos(Math.min(s, VOZ_MAX_SEGUNDOS));
      if (s > 0 && s % 30 === 0 && s < VOZ_MAX_SEGUNDOS) setAviso(`Gravando: ${duracaoTexto(s)}.`);
      if (s === VOZ_MAX_SEGUNDOS - 10) setAviso('Faltam 10 segundos de gravação.');
      if (s >= VOZ_MAX_SEGUNDOS) {
        clearInterval(relogio);
        destino.current = 'enviar';
        setAviso('Gravação encerrada: o limite é de 2 minutos. Enviando o áudio.');
        gravador.current?.stop();
      }
    }, 250);
    return () => clearInterval(relogio);
  }, [estado.fase]);

  return (
    <div className="chat-voz" role="group" aria-label="Mensagem de voz">
      <p className="visually-hidden" aria-live="polite">
        {aviso}
      </p>
      {estado.fase === 'explicando' && (
        <>
          <p className="chat-voz__texto">{POR_QUE}</p>
          <div className="chat-voz__acoes">
            <button
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => void gravar()}
            >
              Permitir microfone
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={onFechar}>
              Cancelar
            </button>
          </div>
        </>
      )}
      {estado.fase === 'pedindo' && (
        <p className="chat-voz__texto" role="status">
          Aguardando o microfone...
        </p>
      )}
      {estado.fase === 'erro' && (
        <>
          <p className="chat-voz__texto alert alert--error" role="alert">
            {estado.texto}
          </p>
          <div className="chat-voz__acoes">
            <button type="button" className="btn btn--secondary btn--small" onClick={onFechar}>
              Fechar
            </button>
          </div>
        </>
      )}
      {estado.fase === 'gravando' && (
        <>
          <span className="chat-voz__ponto" aria-hidden="true" />
          <span className="chat-voz__tempo" role="timer" aria-label="Tempo de gravação">
            {duracaoTexto(segundos)}{' '}
            <span className="muted">/ {duracaoTexto(VOZ_MAX_SEGUNDOS)}</span>
          </span>
          <div className="chat-voz__acoes">
            <button
              ref={enviarBotao}
              type="button"
              className="btn btn--primary btn--small"
              onClick={() => parar('enviar')}
            >
              Enviar áudio
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => parar('descartar')}
            >
              Cancelar
            </button>
          </div>
        </>
      )}
    </div>
  );
}
