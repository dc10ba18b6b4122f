import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CONTACT_SUCCESS_BANNER_MS } from '../../../../common/constants';
import { CONTATO_ASSUNTOS, CONTATO_HONEYPOT } from '../../../../common/schemas/contato-options';
import { useEnviarContato, type EnvioResultado } from '../api/enviar-contato';
import { CONTACT_ENDPOINT } from '../endpoint';

const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

const ERRORS: Record<Exclude<EnvioResultado, 'ok'>, string> = {
  falha: 'Falha no envio. Tente novamente mais tarde.',
  erro: 'Erro no envio. Tente novamente.',
};

/** The contact form of spec section 5: success banner for 5 s and the form cleared. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [result, setResult] = useState<EnvioResultado | null>(null);
  const { send, sending } = useEnviarContato();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (result !== 'ok') return;
    const id = window.setTimeout(() => setResult(null), CONTACT_SUCCESS_BANNER_MS);
    return () => window.clearTimeout(id);
  }, [result]);

  const set = (field: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setResult(null);
    const outcome = await send(new FormData(e.currentTarget));
    setResult(outcome);
    if (outcome === 'ok') {
      setValues(EMPTY);
      formRef.current?.reset();
    }
  };

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
      {result === 'ok' && (
        <p className="alert alert--success" role="status">
          Mensagem enviada com sucesso! Em breve entraremos em contato.
        </p>
      )}
      {result && result !== 'ok' && (
        <p className="alert alert--error" role="alert">
          {ERRORS[result]}
        </p>
      )}
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor="contato-nome">Nome</label>
          <input
            id="contato-nome"
            name="name"
            required
            autoComplete="name"
            maxLength={120}
            value={values.name}
            onChange={set('name')}
          />
        </div>
        <div className="field">
          <label htmlFor="contato-email">E-mail</label>
          <input
            id="contato-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={200}
            value={values.email}
            onChange={set('email')}
          />
        </div>
      </div>
      <div className="contact-form__row">
        <div className="field">
          <label htmlFor="contato-telefone">Telefone (opcional)</label>
          <input
            id="contato-telefone"
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={values.phone}
            onChange={set('phone')}
          />
        </div>
        <div className="field">
          <label htmlFor="contato-assunto">Assunto</label>
          <select
            id="contato-assunto"
            name="subject"
            required
            value={values.subject}
            onChange={set('subject')}
          >
            <option value="">Selecione um assunto</option>
            {CONTATO_ASSUNTOS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="field">
        <label htmlFor="contato-mensagem">Mensagem</label>
        <textarea
          id="contato-mensagem"
          name="message"
          rows={6}
          required
          maxLength={5000}
          value={values.message}
          onChange={set('message')}
        />
      </div>
      {/* Honeypot: off screen and hidden from assistive tech; people never fill it, bots do. */}
      <div className="contact-form__hp" aria-hidden="true">
        <label htmlFor="contato-site">Deixe este campo vazio</label>
        <input id="contato-site" name={CONTATO_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn--primary contact-form__submit" disabled={sending}>
        {sending ? 'Enviando...' : 'Enviar mensagem'}
      </button>
    </form>
  );
}
