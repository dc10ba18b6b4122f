import { useState, type FormEvent } from 'react';
import { ROTULO_DO_TIPO_DE_VAGA, TIPOS_DE_VAGA } from '../../../../common/conteudo';
import type { NovaVaga, Vaga } from '../../../../common/schemas/conteudo';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { useAbrirOuFecharVaga, useCriarVaga, useVagas } from '../api/vagas';

const VAZIA: NovaVaga = {
  titulo: '',
  local: '',
  tipo: 'safra',
  descricao: '',
  requisitos: '',
  aberta: true,
  encerra_em: '',
};

const situacao = (v: Vaga) => (v.publica ? 'No site' : v.aberta ? 'Encerrada' : 'Fechada');
const dataBr = (iso: string) => iso.split('-').reverse().join('/');

/** Job openings: post one (from a phone too), close it or open it again. */
export function VagasDoSite() {
  const vagas = useVagas();
  const criar = useCriarVaga();
  const alternar = useAbrirOuFecharVaga();
  const [form, setForm] = useState<NovaVaga>(VAZIA);
  const [aviso, setAviso] = useState('');
  const mudar = <K extends keyof NovaVaga>(k: K, v: NovaVaga[K]) => setForm({ ...form, [k]: v });

  const enviar = (e: FormEvent) => {
    e.preventDefault();
    setAviso('');
    criar.mutate(form, {
      onSuccess: () => {
        setAviso(form.aberta ? 'Vaga publicada no site.' : 'Vaga cadastrada, fechada.');
        setForm(VAZIA);
      },
    });
  };

  return (
    <section className="card" aria-labelledby="vagas-titulo">
      <h2 id="vagas-titulo">Vagas</h2>
      <CarregandoOuErro consulta={vagas} />
      {vagas.data?.length === 0 && <p className="muted">Nenhuma vaga cadastrada.</p>}
      {!!vagas.data?.length && (
        <ul className="conteudo-lista">
          {vagas.data.map((v) => (
            <li key={v.id} className="conteudo-lista__item">
              <div>
                <strong>{v.titulo}</strong>
                <span className="muted">
                  {' '}
                  · {ROTULO_DO_TIPO_DE_VAGA[v.tipo]} · {v.local} · até {dataBr(v.encerra_em)}
                </span>
              </div>
              <span className={`conteudo-situacao${v.publica ? ' conteudo-situacao--no-ar' : ''}`}>
                {situacao(v)}
              </span>
              <button
                type="button"
                className="btn btn--secondary btn--small"
                disabled={alternar.isPending}
                onClick={() => alternar.mutate({ id: v.id, aberta: !v.aberta })}
              >
                {v.aberta ? 'Fechar vaga' : 'Reabrir vaga'}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3>Nova vaga</h3>
      <form className="form" onSubmit={enviar}>
        <div className="field">
          <label htmlFor="vaga-titulo">Título</label>
          <input
            id="vaga-titulo"
            className="input"
            required
            maxLength={120}
            value={form.titulo}
            onChange={(e) => mudar('titulo', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="vaga-local">Local</label>
          <input
            id="vaga-local"
            className="input"
            required
            maxLength={120}
            placeholder="Ex.: Fazenda Santa Marta, Araguari (MG)"
            value={form.local}
            onChange={(e) => mudar('local', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="vaga-tipo">Tipo</label>
          <select
            id="vaga-tipo"
            className="input"
            value={form.tipo}
            onChange={(e) => mudar('tipo', e.target.value as NovaVaga['tipo'])}
          >
            {TIPOS_DE_VAGA.map((t) => (
              <option key={t} value={t}>
                {ROTULO_DO_TIPO_DE_VAGA[t]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="vaga-descricao">Descrição</label>
          <textarea
            id="vaga-descricao"
            className="input"
            required
            rows={4}
            maxLength={5000}
            value={form.descricao}
            onChange={(e) => mudar('descricao', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="vaga-requisitos">Requisitos</label>
          <textarea
            id="vaga-requisitos"
            className="input"
            required
            rows={3}
            maxLength={5000}
            value={form.requisitos}
            onChange={(e) => mudar('requisitos', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="vaga-encerra">Inscrições até</label>
          <input
            id="vaga-encerra"
            className="input"
            type="date"
            required
            value={form.encerra_em}
            onChange={(e) => mudar('encerra_em', e.target.value)}
          />
        </div>
        <label className="field--check">
          <input
            type="checkbox"
            checked={form.aberta}
            onChange={(e) => mudar('aberta', e.target.checked)}
          />{' '}
          Publicar no site agora
        </label>
        {criar.error && (
          <p className="alert alert--error" role="alert">
            {criar.error.message}
          </p>
        )}
        {aviso && (
          <p className="alert alert--success" role="status">
            {aviso}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={criar.isPending}>
          {criar.isPending ? 'Salvando...' : 'Cadastrar vaga'}
        </button>
      </form>
    </section>
  );
}
