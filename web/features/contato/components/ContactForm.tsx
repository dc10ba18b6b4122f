import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SUCCESS_BANNER_MS } from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import {
  CONTATO_ASSUNTOS,
  CONTATO_ERROS,
  CONTATO_HONEYPOT,
  CONTATO_MAX,
  isContatoEmail,
  type ContatoCampo,
} from '../../../../common/schemas/contato-options';
import { EnviarAposScripts } from '../../../components/ui/EnviarAposScripts';
import { useEnviarContato, type EnvioResultado } from '../api/enviar-contato';
import { CONTACT_ENDPOINT } from '../endpoint';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };
const IDS: Record<ContatoCampo, string> = {
  name: 'contato-nome',
  email: 'contato-email',
  phone: 'contato-telefone',
  subject: 'contato-assunto',
  message: 'contato-mensagem',
};

type Aviso = Exclude<EnvioResultado['tipo'], 'campo'>;
const ERRORS: Record<Exclude<Aviso, 'ok'>, string> = {
  falha: 'Falha no envio. Tente novamente mais tarde.',
  erro: 'Erro no envio. Tente novamente.',
  limite: 'Muitas mensagens enviadas em pouco tempo. Aguarde alguns minutos e tente novamente.',
};

/**
 * The site's contact form: on success a banner shows for 5 s and the form is cleared. A refusal
 * that names a field shows its message next to that field and focuses it.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  // `n` tells one outcome from the next, so a repeated one is shown (and announced) anew.
  const [aviso, setAviso] = useState<{ tipo: Aviso; n: number } | null>(null);
  const [erros, setErros] = useState<Partial<Record<ContatoCampo, string>>>({});
  const { send, sending } = useEnviarContato();
  const formRef = useRef<HTMLFormElement>(null);
  const avisoRef = useRef<HTMLParagraphElement>(null);
  const focusNext = useRef<ContatoCampo | null>(null);
  const tries = useRef(0);

  // The page is pre-rendered and its scripts come after it is painted (docs/decisions/027-scripts-apos-a-pintura.md):
  // what was typed before them is still in the fields, and becomes the form's state here instead
  // of being wiped by the next render.
  useEffect(() => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    setValues((v) => {
      const typed = { ...v };
      for (const k of Object.keys(v) as (keyof typeof v)[]) typed[k] = String(data.get(k) ?? '');
      return typed;
    });
  }, []);

  useEffect(() => {
    if (aviso?.tipo !== 'ok') return;
    const id = window.setTimeout(() => setAviso(null), CONTACT_SUCCESS_BANNER_MS);
    return () => window.clearTimeout(id);
  }, [aviso]);

  // The outcome shows above the form, far from the button on a phone: bring it into view (the
  // page's scroll padding keeps it clear of the fixed header).
  useEffect(() => {
    if (aviso) avisoRef.current?.scrollIntoView({ block: 'nearest' });
  }, [aviso]);

  // Focus the field to fix once it carries its message (aria-describedby).
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(IDS[focusNext.current])?.focus();
    focusNext.current = null;
  }, [erros]);

  const set = (field: ContatoCampo) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setErros((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };

  const fieldError = (campo: ContatoCampo, mensagem: string) => {
    focusNext.current = campo;
    setErros({ [campo]: mensagem });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setAviso(null);
    setErros({});
    // The browser's type=email lets `maria@exemplo` through; the server does not.
    if (!isContatoEmail(values.email)) return fieldError('email', CONTATO_ERROS.email.invalido);
    const outcome = await send(new FormData(e.currentTarget));
    if (outcome.tipo === 'campo') return fieldError(outcome.campo, outcome.mensagem);
    setAviso({ tipo: outcome.tipo, n: ++tries.current });
    if (outcome.tipo === 'ok') {
      setValues(EMPTY);
      formRef.current?.reset();
    }
  };

  /** Props tying a field to its message while it has one. */
  const invalid = (campo: ContatoCampo) =>
    erros[campo] ? { 'aria-invalid': true, 'aria-describedby': `${IDS[campo]}-erro` } : {};
  const message = (campo: ContatoCampo) =>
    erros[campo] && (
      <p id={`${IDS[campo]}-erro`} className="contact-form__error">
        {erros[campo]}
      </p>
    );

  return (
    <form
      ref={formRef}
      className="form contact-form"
      onSubmit={submit}
      action={CONTACT_ENDPOINT}
      method="post"
      encType="multipart/form-data"
      aria-labelledby="form-titulo"
    >
      <h2 id="form-titulo" className="contact-form__title">
        Envie uma mensagem
      </h2>
      {aviso?.tipo === 'ok' && (
        <p key={aviso.n} ref={avisoRef} className="alert alert--success" role="status">
          Mensagem enviada com sucesso! Em breve entraremos em contato.
        </p>
      )}
      {aviso && aviso.tipo !== 'ok' && (
        <p key={aviso.n} ref={avisoRef} className="alert alert--error" role="alert">
          {ERRORS[aviso.tipo]}
        </p>
      )}
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={IDS.name}>Nome</label>
          <input
            id={IDS.name}
            name="name"
            required
            autoComplete="name"
            maxLength={CONTATO_MAX.name}
            value={values.name}
            onChange={set('name')}
            {...invalid('name')}
          />
          {message('name')}
        </div>
        <div className="field">
          <label htmlFor={IDS.email}>E-mail</label>
          <input
            id={IDS.email}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={CONTATO_MAX.email}
            value={values.email}
            onChange={set('email')}
            {...invalid('email')}
          />
          {message('email')}
        </div>
      </div>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor={IDS.phone}>Telefone (opcional)</label>
          <input
            id={IDS.phone}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={CONTATO_MAX.phone}
            value={values.phone}
            onChange={set('phone')}
            {...invalid('phone')}
          />
          {message('phone')}
        </div>
        <div className="field">
          <label htmlFor={IDS.subject}>Assunto</label>
          <select
            id={IDS.subject}
            name="subject"
            required
            value={values.subject}
            onChange={set('subject')}
            {...invalid('subject')}
          >
            <option value="">Selecione um assunto</option>
            {CONTATO_ASSUNTOS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
          {message('subject')}
        </div>
      </div>
      <div className="field">
        <label htmlFor={IDS.message}>Mensagem</label>
        <textarea
          id={IDS.message}
          name="message"
          rows={6}
          required
          maxLength={CONTATO_MAX.message}
          value={values.message}
          onChange={set('message')}
          {...invalid('message')}
        />
        {message('message')}
      </div>
      {/* Honeypot: off screen and hidden from assistive tech; people never fill it, bots do. */}
      <div className="contact-form__hp" aria-hidden="true">
        <label htmlFor="contato-site">Deixe este campo vazio</label>
        <input id="contato-site" name={CONTATO_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      <p className="hint">
        Usamos seus dados só para responder a esta mensagem.{' '}
        <a href={paths.privacidade} target="_blank" rel="noopener">
          Aviso de privacidade<span className="visually-hidden"> (abre em nova aba)</span>
        </a>
      </p>
      <div className="contact-form__envio">
        <EnviarAposScripts
          className="btn btn--primary contact-form__submit"
          ocupado={sending}
          rotulo="Enviar mensagem"
          rotuloOcupado="Enviando..."
          id="contato-preparando"
          preparando="Preparando o envio..."
          semScript="Sem JavaScript o formulário não pode ser enviado: use o e-mail ou o telefone desta página."
        />
      </div>
    </form>
  );
}
