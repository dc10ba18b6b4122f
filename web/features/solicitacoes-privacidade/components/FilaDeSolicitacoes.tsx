import { useState } from 'react';
import type { SolicitacaoNaFila } from '../../../../common/schemas/solicitacoes-privacidade';
import {
  RESPOSTA_ERROS,
  ROTULOS_DAS_VERIFICACOES,
  ROTULOS_DOS_STATUS,
  ROTULOS_DOS_TIPOS,
  SOLICITACAO_MAX,
  STATUS_FINAIS,
  type TipoDeSolicitacao,
} from '../../../../common/solicitacoes-privacidade';
import { useAtualizarSolicitacao } from '../api/atualizar-solicitacao';
import { useFilaDeSolicitacoes } from '../api/get-fila';
import '../solicitacoes.css';
import { data } from '../../../lib/datas';

const dia = data;
const rotuloDoTipo = (tipo: string) => ROTULOS_DOS_TIPOS[tipo as TipoDeSolicitacao] ?? tipo;
const encerrada = (s: SolicitacaoNaFila) => STATUS_FINAIS.includes(s.status);

/** Whether a visitor's answer reached them: said plainly, since an undelivered one is not met. */
const ENTREGA: Record<NonNullable<SolicitacaoNaFila['entrega']>, string> = {
  enviada: 'Resposta enviada por e-mail ao titular.',
  lida: 'O titular leu a resposta no Aviso de privacidade.',
  pendente:
    'Resposta ainda não entregue: o e-mail está na fila de envio. A solicitação segue em aberto até ele sair.',
  falhou:
    'Resposta NÃO entregue: o envio do e-mail falhou. A solicitação segue em aberto: o titular pode lê-la no Aviso de privacidade com o protocolo e o e-mail, ou escreva-lhe pelo e-mail do encarregado.',
  sem_email:
    'Resposta NÃO entregue: o envio de e-mails não está configurado, e nenhum e-mail saiu do servidor. A solicitação segue em aberto: o titular pode lê-la no Aviso de privacidade com o protocolo e o e-mail, ou escreva-lhe pelo e-mail do encarregado.',
};

function Titular({ s }: { s: SolicitacaoNaFila }) {
  if (s.origem === 'visitante') {
    return (
      <>
        {s.nome} · <a href={`mailto:${s.email}`}>{s.email}</a> · sem conta, protocolo{' '}
        <span className="solicitacoes__protocolo">{s.protocolo}</span>
      </>
    );
  }
  return (
    <>
      {s.nome ?? 'Conta excluída'}
      {s.login && ` (${s.login})`}
      {s.email && (
        <>
          {' · '}
          <a href={`mailto:${s.email}`}>{s.email}</a>
        </>
      )}
    </>
  );
}

/** One request: who, what, when it is due; and, while open, how to move it on. */
function Solicitacao({ s }: { s: SolicitacaoNaFila }) {
  const atualizar = useAtualizarSolicitacao();
  const [resposta, setResposta] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const idResposta = `resposta-${s.id}`;

  const mover = (status: 'em_analise' | 'complemento_solicitado' | 'concluida' | 'recusada') => {
    setErro(null);
    if (status !== 'em_analise' && !resposta.trim()) {
      setErro(
        status === 'complemento_solicitado'
          ? RESPOSTA_ERROS.complemento
          : RESPOSTA_ERROS.obrigatoria,
      );
      document.getElementById(idResposta)?.focus();
      return;
    }
    atualizar.mutate(
      { id: s.id, status, ...(status === 'em_analise' ? {} : { resposta }) },
      {
        onError: (e) => setErro(e.message),
        onSuccess: () => {
          if (status === 'complemento_solicitado') setResposta('');
        },
      },
    );
  };

  return (
    <li className={`card solicitacoes__item${s.atrasada ? ' solicitacoes__item--atrasada' : ''}`}>
      <article aria-labelledby={`solicitacao-${s.id}`}>
        <header className="solicitacoes__cabeca">
          <h2 id={`solicitacao-${s.id}`}>
            #{s.id} — {rotuloDoTipo(s.tipo)}
          </h2>
          <span className={`solicitacoes__status solicitacoes__status--${s.status}`}>
            {ROTULOS_DOS_STATUS[s.status]}
          </span>
          {s.atrasada && <span className="solicitacoes__atrasada">Atrasada</span>}
        </header>
        <p className="muted">
          <Titular s={s} />
        </p>
        <p className="muted">{ROTULOS_DAS_VERIFICACOES[s.verificacao]}</p>
        <p className="muted">
          Recebida em {dia(s.criado_em)} ·{' '}
          {encerrada(s) && s.respondida_em
            ? `respondida em ${dia(s.respondida_em)}`
            : `prazo: ${dia(s.prazo)}`}
        </p>
        <p className="solicitacoes__texto">{s.texto}</p>
        {s.complemento && (
          <div className="solicitacoes__resposta">
            <strong>Complemento pedido ao titular:</strong>
            <p className="solicitacoes__texto">{s.complemento}</p>
          </div>
        )}
        {s.resposta && (
          <div className="solicitacoes__resposta">
            <strong>Resposta:</strong>
            <p className="solicitacoes__texto">{s.resposta}</p>
          </div>
        )}
        {s.entrega && (
          <p className={s.atendida ? 'muted' : 'alert alert--error solicitacoes__nao-entregue'}>
            {ENTREGA[s.entrega]}
          </p>
        )}
        {!encerrada(s) && (
          <div className="form solicitacoes__acoes">
            <div className="field">
              <label htmlFor={idResposta}>Resposta ao titular</label>
              <textarea
                id={idResposta}
                rows={3}
                maxLength={SOLICITACAO_MAX.resposta}
                value={resposta}
                onChange={(e) => setResposta(e.target.value)}
                aria-describedby={erro ? `${idResposta}-erro` : `${idResposta}-dica`}
                aria-invalid={erro ? true : undefined}
              />
              {erro ? (
                <p id={`${idResposta}-erro`} className="solicitacoes__erro" role="alert">
                  {erro}
                </p>
              ) : (
                <p id={`${idResposta}-dica`} className="hint">
                  {s.origem === 'visitante'
                    ? 'Vai por e-mail ao endereço informado; o titular também a lê no Aviso de privacidade, com o protocolo e o e-mail. Para pedir mais informações (por exemplo, que comprovem quem é o titular), escreva-as aqui e use “Pedir complemento”.'
                    : 'A pessoa lê a resposta em Meus Dados. Para pedir mais informações, escreva-as aqui e use “Pedir complemento”.'}
                </p>
              )}
            </div>
            <div className="solicitacoes__botoes">
              {s.status !== 'em_analise' && (
                <button
                  type="button"
                  className="btn btn--secondary btn--small"
                  disabled={atualizar.isPending}
                  onClick={() => mover('em_analise')}
                >
                  Marcar em análise
                </button>
              )}
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={atualizar.isPending}
                onClick={() => mover('complemento_solicitado')}
              >
                Pedir complemento
              </button>
              <button
                type="button"
                className="btn btn--primary btn--small"
                disabled={atualizar.isPending}
                onClick={() => mover('concluida')}
              >
                Concluir com a resposta
              </button>
              <button
                type="button"
                className="btn btn--danger btn--small"
                disabled={atualizar.isPending}
                onClick={() => mover('recusada')}
              >
                Recusar com a resposta
              </button>
            </div>
          </div>
        )}
      </article>
    </li>
  );
}

/**
 * Compliance and admin: the privacy requests (LGPD art. 18; docs/product/privacidade.md), of
 * accounts and of visitors in one queue, nearest due first, late ones marked.
 */
export function FilaDeSolicitacoes() {
  const fila = useFilaDeSolicitacoes();
  // open: not met yet (an ended request whose answer did not reach a visitor is still open)
  const abertas = fila.data?.filter((s) => !s.atendida) ?? [];
  const atrasadas = abertas.filter((s) => s.atrasada).length;
  return (
    <section className="page solicitacoes">
      <h1>Solicitações de Privacidade</h1>
      <p>
        Pedidos sobre dados pessoais (LGPD art. 18), a responder em até 15 dias. Os mais próximos do
        prazo vêm primeiro.
      </p>
      {fila.isPending && <p role="status">Carregando solicitações...</p>}
      {fila.isError && (
        <p className="alert alert--error" role="alert">
          {fila.error.message || 'Falha ao carregar as solicitações.'}
        </p>
      )}
      {fila.data && (
        <p className="muted" role="status">
          {abertas.length === 0
            ? 'Nenhuma solicitação em aberto.'
            : `${abertas.length} em aberto${atrasadas ? `, ${atrasadas} atrasada${atrasadas === 1 ? '' : 's'}` : ''}.`}
        </p>
      )}
      {fila.data && fila.data.length > 0 && (
        <ul className="solicitacoes__lista">
          {fila.data.map((s) => (
            <Solicitacao key={s.id} s={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
