import { useState } from 'react';
import { ROLE_LABELS, type Role } from '../../../../common/roles';
import {
  ROTULOS_DAS_SITUACOES,
  SITUACOES,
  type SituacaoDeTreinamento,
} from '../../../../common/treinamentos';
import { downloadCsvFile } from '../../../lib/csv';
import { useSituacao } from '../api/get-situacao';
import { diaBr } from '../format';
import { situacaoCsv } from '../situacao-csv';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { diaNaEmpresa } from '../../../lib/datas';

export function SeloDaSituacao({ situacao }: { situacao: SituacaoDeTreinamento }) {
  return (
    <span className={`treino-selo treino-selo--${situacao}`}>
      {ROTULOS_DAS_SITUACOES[situacao]}
    </span>
  );
}

/** Every active person's harassment-prevention situation, with the CSV. */
export function Situacao() {
  const q = useSituacao();
  const [filtro, setFiltro] = useState<SituacaoDeTreinamento | ''>('');
  const todas = q.data ?? [];
  const linhas = filtro ? todas.filter((p) => p.situacao === filtro) : todas;
  const total = (s: SituacaoDeTreinamento) => todas.filter((p) => p.situacao === s).length;
  return (
    <section className="treino-secao" aria-labelledby="situacao-titulo">
      <div className="treino-secao__cabeca">
        <h2 id="situacao-titulo">Prevenção ao assédio: situação de cada pessoa</h2>
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={!q.data}
          onClick={() =>
            downloadCsvFile(
              situacaoCsv(linhas),
              `treinamentos-situacao-${diaNaEmpresa(new Date())}.csv`,
            )
          }
        >
          Baixar CSV
        </button>
      </div>
      <p className="muted">
        A Lei 14.457/2022 pede o treinamento ao menos a cada 12 meses. &quot;A vencer&quot;: vence
        em até 30 dias.
      </p>
      <CarregandoOuErro consulta={q} />
      {q.data && (
        <>
          <ul className="treino-totais">
            {SITUACOES.map((s) => (
              <li key={s} className="card">
                <SeloDaSituacao situacao={s} /> <strong>{total(s)}</strong>
              </li>
            ))}
          </ul>
          <div className="field treino-filtro">
            <label htmlFor="situacao-filtro">Mostrar</label>
            <select
              id="situacao-filtro"
              value={filtro}
              onChange={(e) => setFiltro(e.target.value as SituacaoDeTreinamento | '')}
            >
              <option value="">Todas as pessoas</option>
              {SITUACOES.map((s) => (
                <option key={s} value={s}>
                  {ROTULOS_DAS_SITUACOES[s]}
                </option>
              ))}
            </select>
          </div>
          <div className="table-wrap" role="region" aria-label="Situação por pessoa" tabIndex={0}>
            <table className="table table--stack">
              <thead>
                <tr>
                  <th scope="col">Pessoa</th>
                  <th scope="col">Perfil</th>
                  <th scope="col">Último treinamento</th>
                  <th scope="col">Vencimento</th>
                  <th scope="col">Situação</th>
                </tr>
              </thead>
              <tbody>
                {linhas.map((p) => (
                  <tr key={p.usuario_id}>
                    <td data-label="Pessoa">{p.nome}</td>
                    <td data-label="Perfil">{ROLE_LABELS[p.role as Role] ?? p.role}</td>
                    <td data-label="Último">{diaBr(p.ultimo_treinamento)}</td>
                    <td data-label="Vencimento">{diaBr(p.vencimento)}</td>
                    <td data-label="Situação">
                      <SeloDaSituacao situacao={p.situacao} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
