import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  CIENCIA_OBRIGATORIA,
  CURRICULO_GRANDE,
  CURRICULO_MAX_BYTES,
  CURRICULO_TIPOS,
  digitosDoTelefone,
  telefoneInvalido,
} from '../../../../common/conteudo';
import { paths } from '../../../../common/paths';
import { apiConteudo } from '../../../../common/paths-conteudo';
import { EnviarAposScripts } from '../../../components/ui/EnviarAposScripts';
import '../styles/candidatura.css';

/** Each field's id: fixed, so the server's markup and the browser's agree (no useId). */
const IDS = {
  vaga: 'candidatura-vaga',
  nome: 'candidatura-nome',
  email: 'candidatura-email',
  telefone: 'candidatura-telefone',
  mensagem: 'candidatura-mensagem',
  curriculo: 'candidatura-curriculo',
  ciente: 'candidatura-ciente',
} as const;
type Campo = keyof typeof IDS;

const ALERTA_ID = 'candidatura-alerta';
const DICA_CV_ID = 'candidatura-curriculo-dica';
const MB = CURRICULO_MAX_BYTES / 1024 / 1024;
const SEM_CURRICULO = 'Anexe seu currículo (PDF, DOC ou DOCX).';
const SEM_CONEXAO =
  'Não foi possível enviar: a conexão caiu ou o sinal está fraco demais. O que você preencheu continua aqui; tente de novo quando o sinal melhorar.';
const FALHA = 'Não foi possível enviar agora. Tente novamente em alguns minutos.';
/** After this long, "Enviando..." says that the signal is weak and the send goes on. */
const DEMORA_MS = 6_000;
/** A send that makes no progress for this long is given up, and the person asked to try again. */
const PARADO_MS = 45_000;

type Resultado = { tipo: 'ok' } | { tipo: 'recusa'; mensagem: string } | { tipo: 'rede' };

/** The field a refusal is about, by the server's own words (server/features/conteudo). */
function campoDaMensagem(m: string): Campo | undefined {
  if (m === CURRICULO_TIPOS || m === SEM_CURRICULO || m === CURRICULO_GRANDE) return 'curriculo';
  if (m === CIENCIA_OBRIGATORIA) return 'ciente';
  if (/^(Vaga|Esta vaga)\b/.test(m)) return 'vaga';
  if (m.startsWith('Nome')) return 'nome';
  if (m.startsWith('E-mail')) return 'email';
  if (m.startsWith('Telefone')) return 'telefone';
  if (m.startsWith('Mensagem')) return 'mensagem';
  return undefined;
}

function recusaDoArquivo(cv: FormDataEntryValue | null): string | undefined {
  if (!(cv instanceof File) || cv.size === 0) return SEM_CURRICULO;
  const ext = cv.name.toLowerCase().split('.').pop() ?? '';
  if (!['pdf', 'doc', 'docx'].includes(ext)) return CURRICULO_TIPOS;
  if (cv.size > CURRICULO_MAX_BYTES) return CURRICULO_GRANDE;
  return undefined;
}

/**
 * What can be told before sending, in the server's words: on a weak signal a CV takes minutes
 * to go up, and a typo in the phone should not cost them.
 */
function recusaLocal(dados: FormData): string | undefined {
  if (digitosDoTelefone(String(dados.get('telefone') ?? '').trim()) === null) {
    return telefoneInvalido('Telefone');
  }
  return (
    recusaDoArquivo(dados.get('curriculo')) ??
    (dados.get('ciente_privacidade') === 'true' ? undefined : CIENCIA_OBRIGATORIA)
  );
}

/**
 * Posts the application as multipart, without a session (the page is public). XMLHttpRequest
 * rather than fetch: its upload progress tells a slow send (a CV on a weak signal), which goes
 * on, from a stalled one, which is given up.
 */
function enviarCandidatura(dados: FormData, aoProgredir: (f: number) => void): Promise<Resultado> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let parado: ReturnType<typeof setTimeout> | undefined;
    const vigiar = () => {
      clearTimeout(parado);
      parado = setTimeout(() => xhr.abort(), PARADO_MS);
    };
    const fim = (r: Resultado) => {
      clearTimeout(parado);
      resolve(r);
    };
    xhr.upload.onprogress = (e) => {
      vigiar();
      if (e.lengthComputable && e.total > 0) aoProgredir(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return fim({ tipo: 'ok' });
      // the only file is the CV: a 413 is about it, whatever the framework's wording
      if (xhr.status === 413) return fim({ tipo: 'recusa', mensagem: CURRICULO_GRANDE });
      let erro: unknown;
      try {
        erro = (JSON.parse(xhr.responseText) as { error?: unknown }).error;
      } catch {
        // not the API's JSON (a proxy's page): the generic message
      }
      fim({ tipo: 'recusa', mensagem: typeof erro === 'string' ? erro : FALHA });
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => fim({ tipo: 'rede' });
    xhr.open('POST', apiConteudo.candidaturas);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.send(dados);
    vigiar();
  });
}

/**
 * The application form of /trabalhe-conosco: to one of `vagas` or spontaneous, with a CV and the
 * privacy notice acknowledged. The page is pre-rendered: the fields are the form's own (read on
 * submit), so what was typed before the scripts arrived, or before a failed send, stays.
 */
export function FormularioDeCandidatura({
  vagas,
  vagaInicial,
}: {
  vagas: { id: number; titulo: string }[];
  vagaInicial?: number;
}) {
  const [recusa, setRecusa] = useState<{ mensagem: string; campo?: Campo; n: number } | null>(null);
  const [enviada, setEnviada] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [progresso, setProgresso] = useState(0);
  const [demorou, setDemorou] = useState(false);
  const tentativas = useRef(0);
  const resultadoRef = useRef<HTMLDivElement>(null);
  const vagaRef = useRef<HTMLSelectElement>(null);
  const inicial = vagas.some((v) => v.id === vagaInicial) ? String(vagaInicial) : '';
  const inicialAnterior = useRef(inicial);

  // A page that picks another opening after the first render (its "Candidatar-se" buttons).
  useEffect(() => {
    if (inicialAnterior.current === inicial) return;
    inicialAnterior.current = inicial;
    if (vagaRef.current) vagaRef.current.value = inicial;
  }, [inicial]);

  useEffect(() => {
    if (!enviando) return;
    const id = window.setTimeout(() => setDemorou(true), DEMORA_MS);
    return () => window.clearTimeout(id);
  }, [enviando]);

  // The outcome shows by the button, below a long form on a phone: bring it into view.
  useEffect(() => {
    if (recusa || enviada) resultadoRef.current?.scrollIntoView({ block: 'nearest' });
  }, [recusa, enviada]);

  const recusar = (mensagem: string) =>
    setRecusa({ mensagem, campo: campoDaMensagem(mensagem), n: ++tentativas.current });

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (enviando) return;
    const form = e.currentTarget;
    const dados = new FormData(form);
    // a spontaneous application sends no opening at all
    if (!dados.get('vaga_id')) dados.delete('vaga_id');
    setEnviada(false);
    setRecusa(null);
    const local = recusaLocal(dados);
    if (local) return recusar(local);
    setProgresso(0);
    setDemorou(false);
    setEnviando(true);
    const r = await enviarCandidatura(dados, setProgresso);
    setEnviando(false);
    if (r.tipo === 'ok') {
      form.reset();
      setEnviada(true);
    } else recusar(r.tipo === 'rede' ? SEM_CONEXAO : r.mensagem);
  };

  // A CV too large or of another kind is told when it is picked, before the rest is typed.
  const escolherArquivo = (e: { target: HTMLInputElement }) => {
    const problema = e.target.files?.[0] ? recusaDoArquivo(e.target.files[0]) : undefined;
    if (problema) recusar(problema);
    else if (recusa?.campo === 'curriculo') setRecusa(null);
  };

  /** Ties a field to the refusal while it is about that field. */
  const invalido = (campo: Campo, descricao?: string) =>
    recusa?.campo === campo
      ? {
          'aria-invalid': true,
          'aria-describedby': descricao ? `${descricao} ${ALERTA_ID}` : ALERTA_ID,
        }
      : descricao
        ? { 'aria-describedby': descricao }
        : {};

  return (
    <form
      className="form candidatura-form"
      onSubmit={submit}
      action={apiConteudo.candidaturas}
      method="post"
      encType="multipart/form-data"
      aria-labelledby="candidatura-titulo"
    >
      <h2 id="candidatura-titulo" className="candidatura-form__titulo">
        Envie sua candidatura
      </h2>
      <p className="hint">Todos os campos são obrigatórios, menos a mensagem.</p>
      <div className="field">
        <label htmlFor={IDS.vaga}>Vaga</label>
        <select
          id={IDS.vaga}
          ref={vagaRef}
          name="vaga_id"
          defaultValue={inicial}
          {...invalido('vaga')}
        >
          <option value="">Candidatura espontânea</option>
          {vagas.map((v) => (
            <option key={v.id} value={v.id}>
              {v.titulo}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={IDS.nome}>Nome completo</label>
        <input
          id={IDS.nome}
          name="nome"
          required
          autoComplete="name"
          maxLength={120}
          {...invalido('nome')}
        />
      </div>
      <div className="candidatura-form__linha">
        <div className="field">
          <label htmlFor={IDS.email}>E-mail</label>
          <input
            id={IDS.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={200}
            {...invalido('email')}
          />
        </div>
        <div className="field">
          <label htmlFor={IDS.telefone}>Telefone com DDD</label>
          <input
            id={IDS.telefone}
            name="telefone"
            type="tel"
            required
            autoComplete="tel"
            maxLength={30}
            placeholder="(34) 99999-9999"
            {...invalido('telefone')}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={IDS.curriculo}>Currículo</label>
        <input
          id={IDS.curriculo}
          name="curriculo"
          type="file"
          required
          accept=".pdf,.doc,.docx"
          onChange={escolherArquivo}
          {...invalido('curriculo', DICA_CV_ID)}
        />
        <p id={DICA_CV_ID} className="hint">
          {`PDF, DOC ou DOCX, até ${MB} MB.`}
        </p>
      </div>
      <div className="field">
        <label htmlFor={IDS.mensagem}>Mensagem (opcional)</label>
        <textarea
          id={IDS.mensagem}
          name="mensagem"
          rows={4}
          maxLength={3000}
          {...invalido('mensagem')}
        />
      </div>
      {/* Honeypot: off screen and hidden from assistive tech; people never fill it, bots do. */}
      <div className="candidatura-form__hp" aria-hidden="true">
        <label htmlFor="candidatura-site">Deixe este campo vazio</label>
        <input id="candidatura-site" name="site" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="candidatura-form__ciencia">
        <p className="hint">
          O aviso de privacidade diz para que usamos seus dados e o currículo e por quanto tempo os
          guardamos.{' '}
          <a href={paths.privacidade} target="_blank" rel="noopener">
            Ler o aviso de privacidade<span className="visually-hidden"> (abre em nova aba)</span>
          </a>
        </p>
        <label className="field--check" htmlFor={IDS.ciente}>
          <input
            id={IDS.ciente}
            name="ciente_privacidade"
            type="checkbox"
            value="true"
            required
            {...invalido('ciente')}
          />
          <span>Li o aviso de privacidade e sei como meus dados serão usados e guardados.</span>
        </label>
      </div>
      <div ref={resultadoRef} className="candidatura-form__resultado">
        {enviada && (
          <p className="alert alert--success" role="status">
            Candidatura enviada! Obrigado pelo interesse. Nossa equipe de RH lê cada currículo e
            entra em contato pelo e-mail ou telefone informado quando o seu perfil combinar com uma
            vaga.
          </p>
        )}
        {recusa && (
          <p key={recusa.n} id={ALERTA_ID} className="alert alert--error" role="alert">
            {recusa.mensagem}
          </p>
        )}
      </div>
      <div className="candidatura-form__envio">
        <EnviarAposScripts
          className="btn btn--primary candidatura-form__enviar"
          ocupado={enviando}
          rotulo="Enviar candidatura"
          rotuloOcupado="Enviando..."
          id="candidatura-preparando"
          preparando="Preparando o envio..."
          semScript="Sem JavaScript o formulário não pode ser enviado: ligue ou escreva para nós pelos contatos do site."
        />
      </div>
      {/* always in the page, so that what it says while sending is announced */}
      <div className="candidatura-form__progresso" role="status">
        {enviando && (
          <>
            <progress value={progresso} max={1} aria-label="Envio do currículo" />
            <p className="hint">
              {demorou
                ? 'O sinal está fraco: o envio continua. Não feche esta página.'
                : 'Enviando sua candidatura...'}
            </p>
          </>
        )}
      </div>
    </form>
  );
}
