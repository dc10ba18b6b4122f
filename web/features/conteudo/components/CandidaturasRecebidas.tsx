import { useId, useState } from 'react';
import { CANDIDATURAS_POR_PAGINA, linkDoTelefone } from '../../../../common/conteudo';
import type { Candidatura } from '../../../../common/schemas/conteudo';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { dataEHora } from '../../../lib/datas';
import { useCandidaturas } from '../api/candidaturas';
import { useVagas } from '../api/vagas';
import '../candidaturas.css';
import { Paginacao } from '../../../components/ui/Paginacao';

/** "12/03/2026 às 14:05" in the company's time zone, wherever rh opens the portal from. */
const recebidaEm = dataEHora;

const ESPONTANEA = 'espontanea';

/**
 * The applications candidates sent from the site, newest first, a page at a time, of one opening
 * or of all (rh, admin). A harvest's opening can bring hundreds.
 */
export function CandidaturasRecebidas() {
  const [pagina, setPagina] = useState(1);
  const [vaga, setVaga] = useState('');
  const filtro = vaga === ESPONTANEA ? ESPONTANEA : vaga ? Number(vaga) : undefined;
  const candidaturas = useCandidaturas({ pagina, vaga: filtro });
  const vagas = useVagas();
  const lista = candidaturas.data?.itens;
  const total = candidaturas.data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / CANDIDATURAS_POR_PAGINA));
  const idDoFiltro = useId();

  return (
    <section className="card" aria-labelledby="candidaturas-titulo">
      <h2 id="candidaturas-titulo">Candidaturas recebidas</h2>
      <p className="muted candidaturas__intro">
        Enviadas pela página Trabalhe Conosco, das mais recentes para as mais antigas.
      </p>
      <div className="candidaturas__filtro">
        <label htmlFor={idDoFiltro}>Vaga</label>
        <select
          id={idDoFiltro}
          className="input"
          value={vaga}
          onChange={(e) => {
            setVaga(e.target.value);
            setPagina(1);
          }}
        >
          <option value="">Todas as candidaturas</option>
          <option value={ESPONTANEA}>Candidaturas espontâneas</option>
          {vagas.data?.map((v) => (
            <option key={v.id} value={v.id}>
              {v.aberta ? v.titulo : `${v.titulo} (encerrada)`}
            </option>
          ))}
        </select>
        {candidaturas.data && (
          <p className="candidaturas__total" role="status">
            {total === 1 ? '1 candidatura' : `${total} candidaturas`}
          </p>
        )}
      </div>
      <CarregandoOuErro consulta={candidaturas} />
      {lista?.length === 0 && (
        <p className="candidaturas__vazio">
          {filtro === undefined
            ? 'Nenhuma candidatura recebida ainda. As que chegarem pelo site aparecem aqui.'
            : 'Nenhuma candidatura para esta escolha.'}
        </p>
      )}
      {!!lista?.length && (
        <ul className="candidaturas" aria-busy={candidaturas.isPlaceholderData}>
          {lista.map((c) => (
            <ItemDaCandidatura key={c.id} c={c} />
          ))}
        </ul>
      )}
      {total > CANDIDATURAS_POR_PAGINA && (
        <Paginacao
          className="candidaturas__paginas"
          rotulo="Páginas das candidaturas"
          pagina={pagina}
          paginas={paginas}
          irPara={setPagina}
        />
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
