import { Link } from 'react-router';
import { DENUNCIA_STATUS_ROTULO, type DenunciaStatus } from '../../../../common/denuncias';
import { paths } from '../../../../common/paths';
import type { IndicadoresOuvidoria } from '../../../../common/schemas/denuncias-gestao';
import { mesCurto, percentual } from '../../../lib/indicadores';
import { useIndicadores } from '../api/indicadores';
import '../denuncias.css';
import { EstadoDaConsulta } from './Estado';
import { IndicadoresPgr } from './IndicadoresPgr';
import { can } from '../../../../common/roles';
import { useSession } from '../../../lib/session';

const diasTexto = (v: number | null) =>
  v === null ? '—' : `${v.toLocaleString('pt-BR')} ${v === 1 ? 'dia' : 'dias'}`;

/** A bar chart as a list: each bar's width is its share of the largest, its number beside it. */
function Barras({
  titulo,
  itens,
  rotulo = (k) => k,
}: {
  titulo: string;
  itens: IndicadoresOuvidoria['por_status'];
  rotulo?: (chave: string) => string;
}) {
  const max = Math.max(1, ...itens.map((i) => i.total));
  return (
    <figure className="card ouv-grafico">
      <figcaption>{titulo}</figcaption>
      <ul>
        {itens.map((i) => (
          <li key={i.chave}>
            <span className="ouv-grafico__rotulo">{rotulo(i.chave)}</span>
            <span className="ouv-grafico__barra" aria-hidden="true">
              <span style={{ width: `${(i.total / max) * 100}%` }} />
            </span>
            <span className="ouv-grafico__valor">{i.total}</span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** /admin/denuncias/indicadores: numbers only, never a case's content or a name. */
export function Indicadores() {
  const ind = useIndicadores();
  const role = useSession()?.user.role;
  return (
    <section className="page ouv-page">
      <p>
        <Link to={paths.adminDenuncias}>← Gestão de Denúncias</Link>
      </p>
      <header className="ouv-head">
        <p className="ouv-eyebrow">Ouvidoria</p>
        <h1>Indicadores da Ouvidoria</h1>
        <p className="muted">
          Contagens e prazos das denúncias que seu perfil pode ler. Nenhum conteúdo nem nome.
        </p>
      </header>
      <EstadoDaConsulta
        consulta={ind}
        carregando="Carregando indicadores..."
        erro={ind.error?.message || 'Erro ao carregar indicadores.'}
      />
      {ind.data && (
        <>
          <dl className="ouv-numeros">
            <div className="card">
              <dt>Denúncias</dt>
              <dd>{ind.data.total}</dd>
            </div>
            <div className="card">
              <dt>Mediana até a confirmação</dt>
              <dd>{diasTexto(ind.data.mediana_dias_confirmacao)}</dd>
            </div>
            <div className="card">
              <dt>Mediana até a conclusão</dt>
              <dd>{diasTexto(ind.data.mediana_dias_conclusao)}</dd>
            </div>
            <div className="card">
              <dt>Confirmadas em até 7 dias</dt>
              <dd>{percentual(ind.data.no_prazo_confirmacao)}</dd>
            </div>
            <div className="card">
              <dt>Concluídas em até 90 dias</dt>
              <dd>{percentual(ind.data.no_prazo_retorno)}</dd>
            </div>
          </dl>
          <div className="ouv-graficos">
            <Barras
              titulo="Por status"
              itens={ind.data.por_status}
              rotulo={(k) => DENUNCIA_STATUS_ROTULO[k as DenunciaStatus] ?? k}
            />
            <Barras titulo="Por categoria" itens={ind.data.por_categoria} />
            <Barras titulo="Recebidas por mês" itens={ind.data.por_mes} rotulo={mesCurto} />
          </div>
        </>
      )}
      {can(role, 'indicadoresPgr') && <IndicadoresPgr />}
    </section>
  );
}
