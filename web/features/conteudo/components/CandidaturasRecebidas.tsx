import { useState } from 'react';
import { linkDoTelefone } from '../../../../common/conteudo';
import type { Candidatura } from '../../../../common/schemas/conteudo';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { FUSO } from '../../../content/site';
import { useCandidaturas } from '../api/candidaturas';
import '../candidaturas.css';

/** "12/03/2026 às 14:05" in the company's time zone, wherever rh opens the portal from. */
function recebidaEm(iso: string): string {
  const d = new Date(iso);
  const dia = d.toLocaleDateString('pt-BR', { timeZone: FUSO });
  const hora = d.toLocaleTimeString('pt-BR', {
    timeZone: FUSO,
    hour: '2-digit',
    minute: '2-digit',
  });
  return `${dia} às ${hora}`;
}

/** A year of applications can be hundreds: the newest show first, the rest on request. */
const PRIMEIRAS = 20;

/** The applications candidates sent from the site, newest first (rh, admin). */
export function CandidaturasRecebidas() {
  const candidaturas = useCandidaturas();
  const lista = candidaturas.data;
  const [todas, setTodas] = useState(false);
  const visiveis = todas ? lista : lista?.slice(0, PRIMEIRAS);

  return (
    <section className="card" aria-labelledby="candidaturas-titulo">
      <h2 id="candidaturas-titulo">Candidaturas recebidas</h2>
      <p className="muted candidaturas__intro">
        Enviadas pela página Trabalhe Conosco, das mais recentes para as mais antigas.
      </p>
      <CarregandoOuErro consulta={candidaturas} />
      {lista?.length === 0 && (
        <p className="candidaturas__vazio">
          Nenhuma candidatura recebida ainda. As que chegarem pelo site aparecem aqui.
        </p>
      )}
      {!!visiveis?.length && (
        <ul className="candidaturas">
          {visiveis.map((c) => (
            <ItemDaCandidatura key={c.id} c={c} />
          ))}
        </ul>
      )}
      {!todas && lista && lista.length > PRIMEIRAS && (
        <button
          type="button"
          className="btn btn--secondary candidaturas__mais"
          onClick={() => setTodas(true)}
        >
          Mostrar todas as {lista.length} candidaturas
        </button>
      )}
    </section>
  );
}

function ItemDaCandidatura({ c }: { c: Candidatura }) {
  const titulo = `candidatura-${c.id}`;
  return (
    <li className="candidatura">
      <article aria-labelledby={titulo}>
        <header className="candidatura__cabeca">
          <h3 id={titulo}>{c.nome}</h3>
          <span className={`conteudo-situacao${c.vaga_titulo ? ' conteudo-situacao--no-ar' : ''}`}>
            {c.vaga_titulo ?? 'Candidatura espontânea'}
          </span>
        </header>
        <p className="candidatura__data muted">
          Recebida em <time dateTime={c.criado_em}>{recebidaEm(c.criado_em)}</time>
        </p>
        <ul className="candidatura__contatos">
          <li>
            <span className="visually-hidden">E-mail: </span>
            <a href={`mailto:${c.email}`}>
              <Email email={c.email} />
            </a>
          </li>
          <li>
            <span className="visually-hidden">Telefone: </span>
            <a href={linkDoTelefone(c.telefone)}>{c.telefone}</a>
          </li>
        </ul>
        {c.mensagem ? (
          <p className="candidatura__mensagem">{c.mensagem}</p>
        ) : (
          <p className="candidatura__sem-mensagem muted">Sem mensagem.</p>
        )}
        {/* The server answers the CV as an attachment: the browser downloads it and the list stays. */}
        <a className="btn btn--secondary btn--small candidatura__curriculo" href={c.curriculo_url}>
          Abrir currículo<span className="visually-hidden"> de {c.nome}</span>
        </a>
      </article>
    </li>
  );
}

/** An address that breaks before its "@" on a phone, not in the middle of a name. */
function Email({ email }: { email: string }) {
  const arroba = email.lastIndexOf('@');
  if (arroba <= 0) return email;
  return (
    <>
      {email.slice(0, arroba)}
      <wbr />
      {email.slice(arroba)}
    </>
  );
}
