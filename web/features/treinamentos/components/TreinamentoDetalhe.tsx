import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { ROTULOS_DAS_MODALIDADES, ROTULOS_DOS_TEMAS } from '../../../../common/treinamentos';
import { useTreinamento } from '../api/get-treinamento';
import { useSituacao } from '../api/get-situacao';
import { useMarcarParticipantes } from '../api/marcar-participantes';
import { diaBr, duracao } from '../format';
import '../treinamentos.css';
import { CodigoDePresenca } from './CodigoDePresenca';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { dataHora } from '../../../lib/datas';

const quando = (iso: string) => dataHora(iso);

/** Staff mark people present: the active people not yet present, found by name. */
function MarcarPresenca({ id, presentes }: { id: number; presentes: Set<number> }) {
  const pessoas = useSituacao();
  const marcar = useMarcarParticipantes();
  const [busca, setBusca] = useState('');
  const [escolhidos, setEscolhidos] = useState<Set<number>>(new Set());
  const buscaId = useId();
  const ausentes = (pessoas.data ?? []).filter((p) => !presentes.has(p.usuario_id));
  const visiveis = ausentes.filter((p) =>
    p.nome.toLocaleLowerCase('pt-BR').includes(busca.trim().toLocaleLowerCase('pt-BR')),
  );
  const alternar = (uid: number) =>
    setEscolhidos((s) => {
      const n = new Set(s);
      if (n.has(uid)) n.delete(uid);
      else n.add(uid);
      return n;
    });
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    marcar.mutate(
      { id, usuario_ids: [...escolhidos] },
      { onSuccess: () => setEscolhidos(new Set()) },
    );
  };
  return (
    <form className="card form" onSubmit={enviar} aria-labelledby="marcar-titulo">
      <h2 id="marcar-titulo">Registrar presença pela equipe</h2>
      {marcar.isError && (
        <p className="alert alert--error" role="alert">
          {marcar.error.message}
        </p>
      )}
      {marcar.isSuccess && (
        <p className="alert alert--success" role="status">
          Presença registrada para {marcar.data.adicionados}{' '}
          {marcar.data.adicionados === 1 ? 'pessoa' : 'pessoas'}.
        </p>
      )}
      <div className="field">
        <label htmlFor={buscaId}>Buscar pessoa pelo nome</label>
        <input id={buscaId} value={busca} onChange={(e) => setBusca(e.target.value)} />
      </div>
      <fieldset className="treino-pessoas">
        <legend>Pessoas ainda sem presença</legend>
        {pessoas.isPending && <p role="status">Carregando...</p>}
        {visiveis.length === 0 && !pessoas.isPending && (
          <p className="muted">Ninguém encontrado.</p>
        )}
        {visiveis.slice(0, 200).map((p) => (
          <label key={p.usuario_id} className="field--check">
            <input
              type="checkbox"
              checked={escolhidos.has(p.usuario_id)}
              onChange={() => alternar(p.usuario_id)}
            />{' '}
            {p.nome}
          </label>
        ))}
      </fieldset>
      <button
        type="submit"
        className="btn btn--primary"
        disabled={escolhidos.size === 0 || marcar.isPending}
      >
        Registrar presença ({escolhidos.size})
      </button>
    </form>
  );
}

/** /treinamentos/:id: the code to show the room, who attended, and marking by staff. */
export function TreinamentoDetalhe({ id }: { id: number }) {
  const q = useTreinamento(id);
  const t = q.data;
  return (
    <section className="page treino-page">
      <p>
        <Link to={paths.treinamentos}>← Treinamentos</Link>
      </p>
      <CarregandoOuErro consulta={q} />
      {t && (
        <>
          <header>
            <h1>{t.titulo}</h1>
            <p className="muted">
              {diaBr(t.data)} · {ROTULOS_DOS_TEMAS[t.tema]} ·{' '}
              {ROTULOS_DAS_MODALIDADES[t.modalidade]} · {duracao(t.carga_horaria_min)}
            </p>
          </header>
          <CodigoDePresenca codigo={t.codigo_presenca} />
          <section className="treino-secao" aria-labelledby="presentes-titulo">
            <h2 id="presentes-titulo">Presentes ({t.participantes})</h2>
            {t.participantes_lista.length === 0 ? (
              <p className="muted">Ninguém registrou presença ainda.</p>
            ) : (
              <div className="table-wrap">
                <table className="table table--stack">
                  <thead>
                    <tr>
                      <th scope="col">Pessoa</th>
                      <th scope="col">Como</th>
                      <th scope="col">Registrada em</th>
                    </tr>
                  </thead>
                  <tbody>
                    {t.participantes_lista.map((p) => (
                      <tr key={p.usuario_id}>
                        <td data-label="Pessoa">{p.nome}</td>
                        <td data-label="Como">
                          {p.forma === 'codigo' ? 'Digitou o código' : 'Marcada pela equipe'}
                        </td>
                        <td data-label="Em">{quando(p.registrada_em)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <MarcarPresenca
            id={t.id}
            presentes={new Set(t.participantes_lista.map((p) => p.usuario_id))}
          />
        </>
      )}
    </section>
  );
}
