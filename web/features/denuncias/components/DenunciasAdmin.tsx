import { useRef, useState } from 'react';
import type { Denuncia } from '../../../../common/schemas/denuncias';
import { useDenuncias } from '../api/get-denuncias';
import { formatDataHora, HORA_APROXIMADA, simNao } from '../format';
import { DenunciaDialog } from './DenunciaDialog';
import '../denuncias.css';

export const DENUNCIAS_ERRO = 'Acesso negado ou erro ao carregar denúncias';

/** Gestão de Denúncias: the reports received, newest first, each opening its details. */
export function DenunciasAdmin() {
  const denuncias = useDenuncias();
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
      </header>

      {denuncias.isPending && (
        <p role="status" className="ouv-state">
          Carregando denúncias...
        </p>
      )}
      {denuncias.isError && (
        <p className="alert alert--error" role="alert">
          {DENUNCIAS_ERRO}
        </p>
      )}
      {denuncias.data?.length === 0 && <p className="ouv-state">Nenhuma denúncia registrada.</p>}
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
                  <th scope="col">Ações</th>
                </tr>
              </thead>
              <tbody>
                {denuncias.data.map((d) => (
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
                    <td data-label="Ações">
                      <button
                        type="button"
                        className="btn btn--secondary btn--small"
                        onClick={(e) => open(d, e.currentTarget)}
                      >
                        Ver detalhes<span className="visually-hidden"> da denúncia {d.id}</span>
                      </button>
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
