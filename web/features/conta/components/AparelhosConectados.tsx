import { useState } from 'react';
import type { Sessao } from '../../../../common/schemas/sessoes';
import { useSessoes } from '../api/get-sessoes';
import { useEncerrarSessao } from '../api/encerrar-sessao';
import { useEncerrarOutrasSessoes } from '../api/encerrar-outras-sessoes';
import { dataHora, usadoQuando } from '../quando';
import '../aparelhos.css';

const aparelhos = (n: number) => (n === 1 ? '1 aparelho' : `${n} aparelhos`);

/**
 * "Aparelhos conectados" in Minha Conta (docs/product/conta.md): every device signed in to the
 * account, this one first and marked, each other one with its own button, and one to end all
 * the others. An ended device is refused at its next call and sent to the login.
 */
export function AparelhosConectados() {
  const lista = useSessoes();
  const encerrar = useEncerrarSessao();
  const outras = useEncerrarOutrasSessoes();
  const [aviso, setAviso] = useState('');
  const erro = encerrar.error ?? outras.error;
  const ocupado = encerrar.isPending || outras.isPending;

  let corpo;
  if (lista.isPending) corpo = <p role="status">Carregando...</p>;
  else if (lista.isError) {
    corpo = (
      <p className="alert alert--error" role="alert">
        {lista.error.message}
      </p>
    );
  } else {
    // this device first, then the most recently used
    const itens = [...lista.data].sort((a, b) => Number(b.atual) - Number(a.atual));
    const nOutras = itens.filter((s) => !s.atual).length;
    corpo = (
      <>
        <ul className="aparelhos__lista">
          {itens.map((s) => (
            <Aparelho
              key={s.id}
              s={s}
              ocupado={ocupado}
              onEncerrar={() => {
                setAviso('');
                encerrar.mutate(s.id, {
                  onSuccess: () => setAviso(`Sessão encerrada: ${descricao(s)}.`),
                });
              }}
            />
          ))}
        </ul>
        {nOutras > 0 ? (
          <p>
            <button
              type="button"
              className="btn btn--danger"
              disabled={ocupado}
              onClick={() => {
                setAviso('');
                outras.mutate(undefined, {
                  onSuccess: ({ encerradas }) =>
                    setAviso(`Sessões encerradas em ${aparelhos(encerradas)}.`),
                });
              }}
            >
              Encerrar os outros aparelhos
            </button>
          </p>
        ) : (
          <p className="muted">Sua conta não está aberta em nenhum outro aparelho.</p>
        )}
      </>
    );
  }

  return (
    <section className="card aparelhos" aria-labelledby="aparelhos-titulo">
      <h2 id="aparelhos-titulo">Aparelhos conectados</h2>
      <p>
        Os aparelhos em que sua conta está aberta. Encerre a sessão de um aparelho que você não usa
        mais ou não reconhece: ele precisará entrar de novo com usuário e senha.
      </p>
      <p className="aparelhos__aviso" role="status">
        {aviso}
      </p>
      {erro && (
        <p className="alert alert--error" role="alert">
          {erro.message}
        </p>
      )}
      {corpo}
    </section>
  );
}

/** "Edge no Windows, entrou em 12/03/2026 às 14:05, perto de Sinop": what tells two rows apart. */
const descricao = (s: Sessao) =>
  `${s.aparelho}, entrou em ${dataHora(s.criado_em)}${s.cidade ? `, perto de ${s.cidade}` : ''}`;

function Aparelho({
  s,
  ocupado,
  onEncerrar,
}: {
  s: Sessao;
  ocupado: boolean;
  onEncerrar: () => void;
}) {
  return (
    <li className="aparelhos__item">
      <div className="aparelhos__dados">
        <p className="aparelhos__nome">
          {s.aparelho}
          {s.atual && <span className="aparelhos__atual">Este aparelho</span>}
        </p>
        <p className="aparelhos__uso">
          Entrou em <time dateTime={s.criado_em}>{dataHora(s.criado_em)}</time>
          {s.cidade && <> · perto de {s.cidade}</>}
        </p>
        <p className="aparelhos__uso">
          {s.atual ? (
            'Em uso agora'
          ) : (
            <>
              Usado <time dateTime={s.ultimo_uso_em}>{usadoQuando(s.ultimo_uso_em)}</time>
            </>
          )}
        </p>
      </div>
      {!s.atual && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={ocupado}
          aria-label={`Encerrar a sessão em ${descricao(s)}`}
          onClick={onEncerrar}
        >
          Encerrar
        </button>
      )}
    </li>
  );
}
