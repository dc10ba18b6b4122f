import { useMensagensContato } from '../api/get-mensagens';
import { useMarcarMensagemLida } from '../api/marcar-lida';
import '../contato.css';
import { dataHora } from '../../../lib/datas';

const when = (iso: string) => dataHora(iso);

/** Admin: the messages sent through the site's contact form, newest first. */
export function ContactMessages() {
  const list = useMensagensContato();
  const markRead = useMarcarMensagemLida();
  const unread = list.data?.filter((m) => !m.lida).length ?? 0;

  return (
    <section className="page page--narrow">
      <h1>Mensagens de Contato</h1>
      {list.isPending && <p role="status">Carregando mensagens...</p>}
      {list.isError && (
        <p className="alert alert--error" role="alert">
          Falha ao carregar mensagens.
        </p>
      )}
      {markRead.isError && (
        <p className="alert alert--error" role="alert">
          {markRead.error.message || 'Falha ao marcar a mensagem como lida.'}
        </p>
      )}
      {list.data && list.data.length === 0 && <p>Nenhuma mensagem recebida.</p>}
      {list.data && list.data.length > 0 && (
        <>
          <p className="muted">
            {list.data.length} mensage{list.data.length === 1 ? 'm' : 'ns'}, {unread} não lida
            {unread === 1 ? '' : 's'}.
          </p>
          <ul className="messages">
            {list.data.map((m) => (
              <li key={m.id} className={`message card${m.lida ? '' : ' message--unread'}`}>
                <article aria-labelledby={`msg-${m.id}`}>
                  <header className="message__head">
                    <h2 id={`msg-${m.id}`}>
                      {m.assunto} — {m.nome}
                    </h2>
                    <span className={`badge${m.lida ? '' : ' badge--new'}`}>
                      {m.lida ? 'Lida' : 'Nova'}
                    </span>
                  </header>
                  <p className="message__meta">
                    <time dateTime={m.criado_em}>{when(m.criado_em)}</time> ·{' '}
                    <a href={`mailto:${m.email}`}>{m.email}</a>
                    {m.telefone ? ` · ${m.telefone}` : ''}
                  </p>
                  <p className="message__body">{m.mensagem}</p>
                  {!m.lida && (
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      disabled={markRead.isPending && markRead.variables === m.id}
                      onClick={() => markRead.mutate(m.id)}
                    >
                      Marcar como lida
                    </button>
                  )}
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
