import { useState, type FormEvent } from 'react';
import type {
  Acompanhamento,
  Credenciais,
} from '../../../../common/schemas/denuncias-acompanhamento';
import { useConsultarCaso } from '../api/acompanhamento';
import { CasoDoDenunciante, erroDe } from './CasoDoDenunciante';
import '../denuncias.css';

/**
 * /denuncias/acompanhar: the reporter follows their case with the protocol and the key, without
 * an account (docs/product/denuncias.md, "Acompanhamento"). The credentials live only in this
 * screen's memory; "Sair" forgets them and what was read.
 */
export function Acompanhar() {
  const [protocolo, setProtocolo] = useState('');
  const [chave, setChave] = useState('');
  const [aberto, setAberto] = useState<{ creds: Credenciais; caso: Acompanhamento } | null>(null);
  const consultar = useConsultarCaso();

  const entrar = (e: FormEvent) => {
    e.preventDefault();
    const creds = { protocolo, chave };
    consultar.mutate(creds, {
      onSuccess: (caso) => {
        setAberto({ creds, caso });
        setChave('');
      },
    });
  };

  if (aberto) {
    return (
      <CasoDoDenunciante
        {...aberto}
        onAtualizado={(caso) => setAberto({ ...aberto, caso })}
        onSair={() => {
          setAberto(null);
          setProtocolo('');
          consultar.reset();
        }}
      />
    );
  }
  return (
    <section className="page ouv-page ouv-acompanhar">
      <header className="ouv-head">
        <p className="ouv-eyebrow">Ouvidoria</p>
        <h1>Acompanhar denúncia</h1>
        <p className="muted">
          Informe o protocolo e a chave recebidos ao enviar a denúncia. Não é preciso entrar no
          portal: você pode usar um celular pessoal, fora da rede da empresa.
        </p>
      </header>
      <form className="card form" onSubmit={entrar}>
        {consultar.error && (
          <p className="alert alert--error" role="alert">
            {erroDe(consultar.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor="acomp-protocolo">Protocolo</label>
          <input
            id="acomp-protocolo"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            value={protocolo}
            onChange={(e) => setProtocolo(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="acomp-chave">Chave</label>
          <input
            id="acomp-chave"
            required
            autoComplete="off"
            inputMode="numeric"
            spellCheck={false}
            maxLength={40}
            aria-describedby="acomp-chave-dica"
            value={chave}
            onChange={(e) => setChave(e.target.value)}
          />
          <p id="acomp-chave-dica" className="hint">
            Os 16 dígitos, com ou sem espaços. Após 5 tentativas erradas o protocolo fica bloqueado
            por 15 minutos.
          </p>
        </div>
        <button
          type="submit"
          className="btn btn--primary btn--block"
          disabled={consultar.isPending}
        >
          {consultar.isPending ? 'Consultando...' : 'Consultar'}
        </button>
      </form>
    </section>
  );
}
