import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  DENUNCIA_STATUS_ROTULO,
  isStatusFinal,
  type DenunciaStatus,
} from '../../../../common/denuncias';
import { paths } from '../../../../common/paths';
import { ROLE_LABELS, type Role } from '../../../../common/roles';
import type { DenunciaCaso } from '../../../../common/schemas/denuncias-gestao';
import { useAlterarCaso, useCaso } from '../api/caso';
import { formatData, formatDataHora, nomeComPerfil, simNao } from '../format';
import { CasoConversa } from './CasoConversa';
import { CamposDoCaso } from './Mensagens';
import { Prazo } from './Prazo';
import '../denuncias.css';
import { EstadoDaConsulta } from './Estado';

const erroDe = (err: unknown) =>
  err instanceof Error && err.message ? err.message : 'Erro ao salvar. Tente novamente.';

/** /admin/denuncias/{id}: one case, from receipt to conclusion (docs/product/denuncias.md). */
export function CasoAdmin({ id }: { id: number }) {
  const caso = useCaso(id);
  // kept here: the form below starts afresh (new key) once the saved case comes back
  const [salvo, setSalvo] = useState(0);
  return (
    <section className="page ouv-page ouv-caso">
      <p>
        <Link to={paths.adminDenuncias}>← Gestão de Denúncias</Link>
      </p>
      <header className="ouv-head">
        <p className="ouv-eyebrow">
          Ouvidoria{caso.data?.protocolo ? ` · Protocolo ${caso.data.protocolo}` : ''}
        </p>
        <h1>Denúncia #{id}</h1>
        <p className="muted">
          Cada leitura e cada mudança deste caso ficam registradas na auditoria.
        </p>
      </header>
      <EstadoDaConsulta
        consulta={caso}
        carregando="Carregando denúncia..."
        erro={caso.error?.message || 'Denúncia não encontrada.'}
      />
      {caso.data && (
        <div className="ouv-caso-grid">
          <div>
            <Resumo caso={caso.data} />
            <h2 className="ouv-caso-titulo">Relato</h2>
            <p className="card ouv-relato">{caso.data.descricao}</p>
            <CasoConversa caso={caso.data} />
          </div>
          <div>
            <div role="status">
              {salvo > 0 && (
                <p key={salvo} className="alert alert--success">
                  Caso atualizado.
                </p>
              )}
            </div>
            <Conduzir
              key={`${caso.data.status}-${caso.data.responsavel_id}`}
              caso={caso.data}
              onSalvo={() => setSalvo((n) => n + 1)}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function Resumo({ caso }: { caso: DenunciaCaso }) {
  const excluidos = caso.excluir_papeis.map((p) => ROLE_LABELS[p as Role] ?? p).join(', ');
  return (
    <dl className="card ouv-caso-resumo">
      <CamposDoCaso caso={caso} rotuloStatus="Status" />
      <div>
        <dt>Anônima</dt>
        <dd>{simNao(caso.anonimato)}</dd>
      </div>
      <div>
        <dt>Nome</dt>
        <dd>{caso.nome ?? '—'}</dd>
      </div>
      <div>
        <dt>Responsável</dt>
        <dd>{caso.responsavel_nome ?? '—'}</dd>
      </div>
      <div>
        <dt>Prazo</dt>
        <dd>
          <Prazo caso={caso} />
        </dd>
      </div>
      <div>
        <dt>Confirmação / retorno</dt>
        <dd>
          {formatData(caso.prazo_confirmacao)} / {formatData(caso.prazo_retorno)}
        </dd>
      </div>
      {excluidos && (
        <div>
          <dt>Não pode ler</dt>
          <dd>{excluidos}</dd>
        </div>
      )}
    </dl>
  );
}

const PROXIMOS: DenunciaStatus[] = ['em_analise', 'em_apuracao', 'concluida', 'arquivada'];

function Conduzir({ caso, onSalvo }: { caso: DenunciaCaso; onSalvo: () => void }) {
  const alterar = useAlterarCaso(caso.id);
  const [status, setStatus] = useState<string>('');
  const [responsavel, setResponsavel] = useState(String(caso.responsavel_id ?? ''));
  const [mensagem, setMensagem] = useState('');
  if (isStatusFinal(caso.status)) {
    return (
      <section className="card ouv-conduzir">
        <h2>Caso encerrado</h2>
        <p className="muted">
          {DENUNCIA_STATUS_ROTULO[caso.status]} em {formatDataHora(caso.encerrada_em ?? '')}. Um
          caso encerrado não muda mais.
        </p>
      </section>
    );
  }
  const final = status === 'concluida' || status === 'arquivada';
  const salvar = (e: FormEvent) => {
    e.preventDefault();
    const mudouResponsavel = responsavel !== String(caso.responsavel_id ?? '');
    alterar.mutate(
      {
        status: (status || undefined) as Exclude<DenunciaStatus, 'recebida'> | undefined,
        responsavel_id: mudouResponsavel ? (responsavel ? Number(responsavel) : null) : undefined,
        mensagem: mensagem.trim() || undefined,
      },
      { onSuccess: onSalvo },
    );
  };
  return (
    <section className="card ouv-conduzir">
      <h2>Conduzir o caso</h2>
      <form className="form" onSubmit={salvar}>
        {alterar.error && (
          <p className="alert alert--error" role="alert">
            {erroDe(alterar.error)}
          </p>
        )}
        <div className="field">
          <label htmlFor="caso-status">Novo status</label>
          <select id="caso-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Manter ({DENUNCIA_STATUS_ROTULO[caso.status]})</option>
            {PROXIMOS.filter((s) => s !== caso.status).map((s) => (
              <option key={s} value={s}>
                {DENUNCIA_STATUS_ROTULO[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="caso-responsavel">Responsável</label>
          <select
            id="caso-responsavel"
            value={responsavel}
            onChange={(e) => setResponsavel(e.target.value)}
          >
            <option value="">Ninguém</option>
            {caso.responsaveis_possiveis.map((r) => (
              <option key={r.id} value={r.id}>
                {nomeComPerfil(r.nome, ROLE_LABELS[r.role as Role] ?? r.role)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="caso-mensagem">Mensagem ao denunciante{final ? '' : ' (opcional)'}</label>
          <textarea
            id="caso-mensagem"
            rows={4}
            required={final}
            value={mensagem}
            aria-describedby="caso-mensagem-dica"
            onChange={(e) => setMensagem(e.target.value)}
          />
          <p id="caso-mensagem-dica" className="hint">
            {final
              ? 'Obrigatória para concluir ou arquivar: é o retorno que o denunciante vai ler.'
              : 'O denunciante lê esta mensagem ao acompanhar a denúncia.'}
          </p>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={alterar.isPending}>
          {alterar.isPending ? 'Salvando...' : 'Salvar'}
        </button>
      </form>
    </section>
  );
}
