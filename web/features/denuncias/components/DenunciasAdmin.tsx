import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { DENUNCIA_STATUS, DENUNCIA_STATUS_ROTULO } from '../../../../common/denuncias';
import { paths } from '../../../../common/paths';
import type { Denuncia } from '../../../../common/schemas/denuncias';
import type { DenunciaResumo } from '../../../../common/schemas/denuncias-gestao';
import { useDenuncias, type FiltrosDenuncias } from '../api/get-denuncias';
import { Prazo } from './Prazo';
import { formatDataHora, HORA_APROXIMADA, simNao } from '../format';
import { DenunciaDialog } from './DenunciaDialog';
import '../denuncias.css';
import { EstadoDaConsulta, OpcoesDeCategoria } from './Estado';

const DENUNCIAS_ERRO = 'Acesso negado ou erro ao carregar denúncias';

/** Gestão de Denúncias: the reports received, newest first, each opening its details. */
export function DenunciasAdmin() {
  const [filtros, setFiltros] = useState<FiltrosDenuncias>({});
  const denuncias = useDenuncias(filtros);
  const filtrando = !!(filtros.status || filtros.categoria || filtros.atrasada);
  const [selected, setSelected] = useState<Denuncia | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);

  const open = (d: Denuncia, button: HTMLButtonElement) => {
    trigger.current = button;
    setSelected(d);
  };
  const close = () => {
    setSelected(null);
    trigger.current?.focus();
  };

  return (
    <section className="page ouv-page">
      <header className="ouv-head">
        <p className="ouv-eyebrow">Ouvidoria</p>
        <h1>Gestão de Denúncias</h1>
        <p className="muted">
          Relatos recebidos pelo canal “Fale com a gente!”, do mais recente para o mais antigo. Cada
          consulta desta lista fica registrada na auditoria.
        </p>
        <p>
          <Link to={paths.adminDenunciasIndicadores}>Ver indicadores da Ouvidoria</Link>
        </p>
      </header>

      <form
        className="ouv-filtros"
        aria-label="Filtrar denúncias"
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="field">
          <label htmlFor="f-status">Status</label>
          <select
            id="f-status"
            value={filtros.status ?? ''}
            onChange={(e) => setFiltros({ ...filtros, status: e.target.value || undefined })}
          >
            <option value="">Todos</option>
            {DENUNCIA_STATUS.map((st) => (
              <option key={st} value={st}>
                {DENUNCIA_STATUS_ROTULO[st]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="f-categoria">Categoria</label>
          <select
            id="f-categoria"
            value={filtros.categoria ?? ''}
            onChange={(e) => setFiltros({ ...filtros, categoria: e.target.value || undefined })}
          >
            <option value="">Todas</option>
            <OpcoesDeCategoria />
          </select>
        </div>
        <label className="ouv-filtros__check">
          <input
            type="checkbox"
            checked={!!filtros.atrasada}
            onChange={(e) => setFiltros({ ...filtros, atrasada: e.target.checked || undefined })}
          />
          Somente atrasadas
        </label>
      </form>

      <EstadoDaConsulta
        consulta={denuncias}
        carregando="Carregando denúncias..."
        erro={DENUNCIAS_ERRO}
      />
      {denuncias.data?.length === 0 && (
        <p className="ouv-state">
          {filtrando ? 'Nenhuma denúncia corresponde aos filtros.' : 'Nenhuma denúncia registrada.'}
        </p>
      )}
      {denuncias.data && denuncias.data.length > 0 && (
        <>
          <div className="table-wrap ouv-table-wrap">
            <table className="table table--stack ouv-table">
              <caption className="visually-hidden">
                Denúncias recebidas, da mais recente para a mais antiga
              </caption>
              <thead>
                <tr>
                  <th scope="col">ID</th>
                  <th scope="col">Categoria</th>
                  <th scope="col">Data</th>
                  <th scope="col">Anonimato</th>
                  <th scope="col">Status</th>
                  <th scope="col">Responsável</th>
                  <th scope="col">Prazo</th>
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {denuncias.data.map((d: DenunciaResumo) => (
                  <tr key={d.id}>
                    <td data-label="ID">{d.id}</td>
                    <td data-label="Categoria">{d.categoria}</td>
                    <td data-label="Data">
                      <time dateTime={d.criado_em}>{formatDataHora(d.criado_em)}</time>
                    </td>
                    <td data-label="Anonimato">
                      <span className={`ouv-badge ${d.anonimato ? 'ouv-badge--anon' : ''}`}>
                        {simNao(d.anonimato)}
                      </span>
                    </td>
                    <td data-label="Status">
                      <span className={`ouv-status ouv-status--${d.status}`}>
                        {DENUNCIA_STATUS_ROTULO[d.status]}
                      </span>
                    </td>
                    <td data-label="Responsável">{d.responsavel_nome ?? '—'}</td>
                    <td data-label="Prazo">
                      <Prazo caso={d} />
                    </td>
                    <td data-label="Ações" className="ouv-acoes">
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        onClick={(e) => open(d, e.currentTarget)}
                      >
                        Ver detalhes<span className="visually-hidden"> da denúncia {d.id}</span>
                      </button>
                      <Link
                        className="btn btn--primary btn--small"
                        to={paths.adminDenunciaCaso(d.id)}
                      >
                        Abrir caso<span className="visually-hidden"> {d.id}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="hint ouv-footnote">{HORA_APROXIMADA}</p>
        </>
      )}
      <DenunciaDialog denuncia={selected} onClose={close} />
    </section>
  );
}
