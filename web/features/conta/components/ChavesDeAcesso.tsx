import { useEffect, useState, type FormEvent } from 'react';
import type { Passkey } from '../../../../common/schemas/passkeys';
import { useAdicionarPasskey } from '../api/adicionar-passkey';
import { usePasskeys } from '../api/get-passkeys';
import { useRemoverPasskey } from '../api/remover-passkey';
import { useRenomearPasskey } from '../api/renomear-passkey';
import { PasskeyInterrompida } from '../passkey-erros';
import { useSession } from '../../../lib/session';
import { encerrarPendencia } from './AtivarSegundoFator';
import { dataCurta, usadoQuando } from '../quando';
import '../aparelhos.css';

/**
 * "Chaves de acesso" in Minha Conta (docs/product/conta.md): add a passkey (the browser's own
 * dialog opens at once), and each one listed with its name, when it was added and last used, to
 * rename or remove (the password confirms a removal).
 */
export function ChavesDeAcesso() {
  const pendente = useSession()?.user.mfa_cadastro_pendente === true;
  const lista = usePasskeys();
  const adicionar = useAdicionarPasskey();
  const [aviso, setAviso] = useState('');
  // WebAuthn is a property of the browser: known only after hydration
  const [suportada, setSuportada] = useState<boolean | null>(null);
  useEffect(() => setSuportada(typeof window.PublicKeyCredential === 'function'), []);
  const erroAdicionar =
    adicionar.error instanceof PasskeyInterrompida && adicionar.error.silenciosa
      ? null
      : adicionar.error;

  let corpo;
  if (lista.isPending) corpo = <p role="status">Carregando...</p>;
  else if (lista.isError) {
    corpo = (
      <p className="alert alert--error" role="alert">
        {lista.error.message}
      </p>
    );
  } else if (lista.data.length === 0) {
    corpo = <p className="muted">Você ainda não tem chaves de acesso.</p>;
  } else {
    corpo = (
      <ul className="aparelhos__lista">
        {lista.data.map((p) => (
          <Chave key={p.id} p={p} onAviso={setAviso} />
        ))}
      </ul>
    );
  }

  return (
    <section className="card aparelhos" aria-labelledby="chaves-titulo">
      <h2 id="chaves-titulo">Chaves de acesso</h2>
      <p>
        Entre com a digital ou o bloqueio de tela do celular, sem digitar a senha. A chave fica
        guardada no aparelho; o portal guarda só a parte pública dela.
      </p>
      {pendente && (
        <p className="alert alert--info">
          Uma chave de acesso também vale como a verificação em duas etapas que seu perfil exige.
        </p>
      )}
      <p className="aparelhos__aviso" role="status">
        {aviso}
      </p>
      {erroAdicionar && (
        <p className="alert alert--error" role="alert">
          {erroAdicionar.message}
        </p>
      )}
      {suportada === false ? (
        <p className="muted">Este navegador não oferece chaves de acesso.</p>
      ) : (
        <p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={adicionar.isPending || suportada === null}
            onClick={() => {
              setAviso('');
              adicionar.mutate(undefined, {
                onSuccess: (nova) => {
                  // a passkey is the second factor the role requires (docs/decisions/073)
                  encerrarPendencia();
                  setAviso(`Chave de acesso adicionada: ${nova.nome}.`);
                },
              });
            }}
          >
            {adicionar.isPending ? 'Aguardando o aparelho...' : 'Adicionar chave de acesso'}
          </button>
        </p>
      )}
      {corpo}
    </section>
  );
}

function Chave({ p, onAviso }: { p: Passkey; onAviso: (s: string) => void }) {
  const [modo, setModo] = useState<'ver' | 'renomear' | 'remover'>('ver');
  const renomear = useRenomearPasskey();
  const remover = useRemoverPasskey();
  const erro = modo === 'renomear' ? renomear.error : modo === 'remover' ? remover.error : null;

  const salvarNome = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const nome = String(new FormData(e.currentTarget).get('nome') ?? '');
    renomear.mutate(
      { id: p.id, nome },
      {
        onSuccess: (r) => {
          setModo('ver');
          onAviso(`Chave de acesso renomeada: ${r.nome}.`);
        },
      },
    );
  };
  const confirmarRemocao = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const senha = String(new FormData(e.currentTarget).get('senha') ?? '');
    remover.mutate(
      { id: p.id, senha },
      { onSuccess: () => onAviso(`Chave de acesso removida: ${p.nome}.`) },
    );
  };

  return (
    <li className="aparelhos__item">
      <div className="aparelhos__dados">
        <p className="aparelhos__nome">{p.nome}</p>
        <p className="aparelhos__uso">
          Adicionada em <time dateTime={p.criado_em}>{dataCurta(p.criado_em)}</time>
        </p>
        <p className="aparelhos__uso">
          {p.ultimo_uso_em ? (
            <>
              Usada <time dateTime={p.ultimo_uso_em}>{usadoQuando(p.ultimo_uso_em)}</time>
            </>
          ) : (
            'Ainda não usada'
          )}
        </p>
      </div>
      {modo === 'ver' && (
        <div className="chaves__acoes">
          <button
            type="button"
            className="btn btn--secondary btn--small"
            aria-label={`Renomear a chave de acesso ${p.nome}`}
            onClick={() => setModo('renomear')}
          >
            Renomear
          </button>
          <button
            type="button"
            className="btn btn--danger btn--small"
            aria-label={`Remover a chave de acesso ${p.nome}`}
            onClick={() => setModo('remover')}
          >
            Remover
          </button>
        </div>
      )}
      {erro && (
        <p className="alert alert--error chaves__form" role="alert">
          {erro.message}
        </p>
      )}
      {modo === 'renomear' && (
        <form className="form chaves__form" onSubmit={salvarNome}>
          <div className="field">
            <label htmlFor={`chave-nome-${p.id}`}>Nome da chave</label>
            <input
              id={`chave-nome-${p.id}`}
              name="nome"
              defaultValue={p.nome}
              maxLength={60}
              required
              autoFocus
            />
          </div>
          <div className="chaves__acoes">
            <button
              type="submit"
              className="btn btn--primary btn--small"
              disabled={renomear.isPending}
            >
              {renomear.isPending ? 'Salvando...' : 'Salvar nome'}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setModo('ver')}
            >
              Cancelar
            </button>
          </div>
        </form>
      )}
      {modo === 'remover' && (
        <form className="form chaves__form" onSubmit={confirmarRemocao}>
          <p>Depois de removida, esta chave não entra mais no portal.</p>
          <div className="field">
            <label htmlFor={`chave-senha-${p.id}`}>Sua senha</label>
            <input
              id={`chave-senha-${p.id}`}
              name="senha"
              type="password"
              autoComplete="current-password"
              required
              autoFocus
            />
          </div>
          <div className="chaves__acoes">
            <button
              type="submit"
              className="btn btn--danger btn--small"
              disabled={remover.isPending}
            >
              {remover.isPending ? 'Removendo...' : 'Remover chave'}
            </button>
            <button
              type="button"
              className="btn btn--secondary btn--small"
              onClick={() => setModo('ver')}
            >
              Cancelar
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
