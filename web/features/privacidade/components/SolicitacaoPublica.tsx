import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isContatoEmail } from '../../../../common/schemas/contato-options';
import {
  CONFIRMACAO_VALIDA_HORAS,
  PRAZO_SOLICITACAO_DIAS,
  SOLICITACAO_CAMPOS,
  SOLICITACAO_ERROS,
  SOLICITACAO_MAX,
  type SolicitacaoCampo,
} from '../../../../common/solicitacoes-privacidade';
import { EnviarAposScripts } from '../../../components/ui/EnviarAposScripts';
import { useEnviarSolicitacaoPublica } from '../api/enviar-solicitacao-publica';
import { OpcoesDoTipo } from './OpcoesDoTipo';
import { TextoDoPedido } from './TextoDoPedido';

const IDS: Record<SolicitacaoCampo, string> = {
  nome: 'solicitacao-nome',
  email: 'solicitacao-email',
  tipo: 'solicitacao-tipo',
  texto: 'solicitacao-texto',
};

const AVISOS = {
  falha: 'Falha no envio. Tente novamente mais tarde.',
  erro: 'Erro no envio. Verifique sua conexão e tente novamente.',
  limite: 'Muitas solicitações enviadas em pouco tempo. Aguarde alguns minutos e tente novamente.',
} as const;

/**
 * The privacy request of someone without an account (a visitor, a former employee): on
 * success the protocol shows, and the visitor is told to confirm the request by the link sent to
 * the address typed (docs/decisions/056-confirmacao-das-solicitacoes.md); the answer comes by
 * e-mail, and can be read below with the protocol and the e-mail. The fields are read from the form itself, so what was typed before the page's scripts
 * arrived is sent too (the page is pre-rendered: docs/decisions/027-scripts-apos-a-pintura.md).
 */
export function SolicitacaoPublica() {
  const { send, sending } = useEnviarSolicitacaoPublica();
  const [erros, setErros] = useState<Partial<Record<SolicitacaoCampo, string>>>({});
  const [aviso, setAviso] = useState<{ texto: string; n: number } | null>(null);
  const [enviada, setEnviada] = useState<{ protocolo: string; email: string } | null>(null);
  const [vez, setVez] = useState(0);
  const focusNext = useRef<SolicitacaoCampo | null>(null);
  const resultadoRef = useRef<HTMLDivElement>(null);
  const tries = useRef(0);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(IDS[focusNext.current])?.focus();
    focusNext.current = null;
  }, [erros]);
  useEffect(() => {
    if (enviada || aviso) resultadoRef.current?.scrollIntoView({ block: 'nearest' });
  }, [enviada, aviso]);

  const fieldError = (campo: SolicitacaoCampo, mensagem: string) => {
    focusNext.current = campo;
    setErros({ [campo]: mensagem });
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setAviso(null);
    setEnviada(null);
    setErros({});
    const data = new FormData(form);
    const body = Object.fromEntries(
      SOLICITACAO_CAMPOS.map((c) => [c, String(data.get(c) ?? '')]),
    ) as Record<SolicitacaoCampo, string>;
    if (!body.nome.trim()) return fieldError('nome', SOLICITACAO_ERROS.nome.invalido);
    if (!body.email.trim()) return fieldError('email', SOLICITACAO_ERROS.email.vazio);
    if (!isContatoEmail(body.email)) return fieldError('email', SOLICITACAO_ERROS.email.invalido);
    if (!body.tipo) return fieldError('tipo', SOLICITACAO_ERROS.tipo.invalido);
    if (!body.texto.trim()) return fieldError('texto', SOLICITACAO_ERROS.texto.invalido);
    const r = await send(body);
    if (r.tipo === 'campo') return fieldError(r.campo, r.mensagem);
    if (r.tipo === 'ok') {
      setEnviada({ protocolo: r.protocolo, email: body.email.trim() });
      form.reset();
      setVez((n) => n + 1);
      return;
    }
    const texto = r.tipo === 'falha' && r.mensagem ? r.mensagem : AVISOS[r.tipo];
    setAviso({ texto, n: ++tries.current });
  };

  const invalid = (campo: SolicitacaoCampo) =>
    erros[campo] ? { 'aria-invalid': true, 'aria-describedby': `${IDS[campo]}-erro` } : {};
  const message = (campo: SolicitacaoCampo) =>
    erros[campo] && (
      <p id={`${IDS[campo]}-erro`} className="privacidade__erro">
        {erros[campo]}
      </p>
    );

  return (
    <form
      className="form privacidade__form card"
      onSubmit={submit}
      noValidate
      aria-labelledby="solicitacao-titulo"
    >
      <h3 id="solicitacao-titulo">Solicitação sem acesso ao portal</h3>
      <div ref={resultadoRef}>
        {enviada && (
          <div className="alert alert--success" role="status">
            <p>
              Falta um passo: confirme o seu e-mail. Enviamos um link para{' '}
              <strong>{enviada.email}</strong>; abra-o em até {CONFIRMACAO_VALIDA_HORAS} horas. Sem
              a confirmação, a solicitação não é atendida.
            </p>
            <p>Guarde o seu protocolo:</p>
            <p className="privacidade__protocolo">
              <strong>{enviada.protocolo}</strong>
            </p>
            <p>
              Depois de confirmada, respondemos em até {PRAZO_SOLICITACAO_DIAS} dias, no e-mail
              informado; você também acompanha a solicitação abaixo, com o protocolo e o e-mail.
            </p>
          </div>
        )}
        {aviso && (
          <p key={aviso.n} className="alert alert--error" role="alert">
            {aviso.texto}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={IDS.nome}>Nome</label>
        <input
          id={IDS.nome}
          name="nome"
          autoComplete="name"
          maxLength={SOLICITACAO_MAX.nome}
          {...invalid('nome')}
        />
        {message('nome')}
      </div>
      <div className="field">
        <label htmlFor={IDS.email}>E-mail para a resposta</label>
        <input
          id={IDS.email}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={SOLICITACAO_MAX.email}
          {...invalid('email')}
        />
        {message('email')}
      </div>
      <div className="field">
        <label htmlFor={IDS.tipo}>O que você pede</label>
        <select id={IDS.tipo} name="tipo" defaultValue="" {...invalid('tipo')}>
          <OpcoesDoTipo />
        </select>
        {message('tipo')}
      </div>
      <div className="field">
        <label htmlFor={IDS.texto}>Descreva o pedido</label>
        <TextoDoPedido
          key={vez}
          id={IDS.texto}
          rows={5}
          {...(erros.texto ? { erroId: `${IDS.texto}-erro` } : {})}
        />
        {message('texto')}
      </div>
      <p className="hint">
        Usamos o nome e o e-mail só para responder a este pedido; ele é guardado por 5 anos depois
        da resposta, como prova de que foi atendido.
      </p>
      {/* a <div>: the button comes with its reason, a <p>, which a <p> cannot hold */}
      <div className="privacidade__envio">
        <EnviarAposScripts
          className="btn btn--primary"
          ocupado={sending}
          rotulo="Enviar solicitação"
          rotuloOcupado="Enviando..."
          id="solicitacao-preparando"
          preparando="Preparando o envio..."
          semScript="Sem JavaScript o formulário não pode ser enviado: escreva ao encarregado pelo e-mail acima."
        />
      </div>
    </form>
  );
}
