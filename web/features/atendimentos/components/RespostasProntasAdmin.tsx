import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { RespostaPronta } from '../../../../common/schemas/atendimentos';
import {
  useExcluirRespostaPronta,
  useRespostasProntas,
  useSalvarRespostaPronta,
} from '../api/respostas-prontas';
import '../atendimentos.css';

/** /painel-atendimentos/respostas-prontas: the team's ready answers; `{nome}` is the employee's first name. */
export function RespostasProntasAdmin() {
  const respostas = useRespostasProntas();
  const salvar = useSalvarRespostaPronta();
  const excluir = useExcluirRespostaPronta();
  const [editando, setEditando] = useState<RespostaPronta | null>(null);
  const [titulo, setTitulo] = useState('');
  const [texto, setTexto] = useState('');
  const [aviso, setAviso] = useState('');
  const ids = { titulo: useId(), texto: useId() };

  const editar = (r: RespostaPronta | null) => {
    setEditando(r);
    setTitulo(r?.titulo ?? '');
    setTexto(r?.texto ?? '');
    setAviso('');
  };
  const enviar = (e: FormEvent) => {
    e.preventDefault();
    salvar.mutate(
      { id: editando?.id, titulo, texto },
      {
        onSuccess: () => {
          setAviso(editando ? 'Resposta atualizada.' : 'Resposta criada.');
          setEditando(null);
          setTitulo('');
          setTexto('');
        },
      },
    );
  };

  return (
    <section className="page">
      <p>
        <Link to={paths.painelAtendimentos}>← Painel de Atendimentos</Link>
      </p>
      <h1>Respostas prontas</h1>
      <p className="muted">
        Textos que a equipe insere no chat com um clique. Use {'{nome}'} para o primeiro nome do
        colaborador.
      </p>
      <div className="suporte-respostas">
        <form className="card" onSubmit={enviar}>
          <h2>{editando ? `Editar "${editando.titulo}"` : 'Nova resposta'}</h2>
          <label htmlFor={ids.titulo}>Título</label>
          <input
            id={ids.titulo}
            className="input"
            value={titulo}
            maxLength={80}
            onChange={(e) => setTitulo(e.target.value)}
          />
          <label htmlFor={ids.texto}>Texto</label>
          <textarea
            id={ids.texto}
            className="input"
            rows={5}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
          />
          {salvar.isError && (
            <p className="alert alert--error" role="alert">
              {salvar.error.message}
            </p>
          )}
          {aviso && (
            <p className="alert alert--success" role="status">
              {aviso}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="btn btn--primary" disabled={salvar.isPending}>
              Salvar
            </button>
            {editando && (
              <button type="button" className="btn btn--secondary" onClick={() => editar(null)}>
                Cancelar
              </button>
            )}
          </div>
        </form>
        <div className="card">
          <h2>Cadastradas</h2>
          {respostas.isPending ? (
            <p role="status">Carregando...</p>
          ) : respostas.data?.length ? (
            <ul className="suporte-respostas__lista">
              {respostas.data.map((r) => (
                <li key={r.id}>
                  <strong>{r.titulo}</strong>
                  <p>{r.texto}</p>
                  <div className="form-actions">
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      onClick={() => editar(r)}
                    >
                      Editar
                    </button>
                    <button
                      type="button"
                      className="btn btn--secondary btn--small"
                      onClick={() => excluir.mutate(r.id)}
                      aria-label={`Excluir ${r.titulo}`}
                    >
                      Excluir
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">Nenhuma resposta pronta ainda.</p>
          )}
        </div>
      </div>
    </section>
  );
}
