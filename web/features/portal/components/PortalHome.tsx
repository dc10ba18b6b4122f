import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Contadores } from '../../../../common/schemas/eventos';
import { useContadores } from '../../../lib/ao-vivo';
import { can } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import { signOut, useSession } from '../../../lib/session';
import { useMe } from '../../../lib/me';
import { useResumoOuvidoria, type ResumoOuvidoria } from '../api/get-resumo-ouvidoria';
import { PORTAL_BUTTONS } from '../buttons';

const plural = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;

/** "2 aguardando confirmação · 1 atrasada", or nothing when all is in order. */
function pendencias(r: ResumoOuvidoria): string | null {
  const partes = [];
  if (r.aguardando_confirmacao) {
    partes.push(`${r.aguardando_confirmacao} aguardando confirmação`);
  }
  if (r.atrasadas) partes.push(plural(r.atrasadas, 'atrasada', 'atrasadas'));
  return partes.length ? partes.join(' · ') : null;
}

/** "3 novos · 1 em risco · 2 atrasados", or nothing when the panel has nothing waiting. */
function pendenciasSuporte(c: Contadores['atendimentos']): string | null {
  if (!c) return null;
  const partes = [];
  if (c.novos) partes.push(plural(c.novos, 'novo', 'novos'));
  if (c.em_risco) partes.push(`${c.em_risco} em risco`);
  if (c.atrasados) partes.push(plural(c.atrasados, 'atrasado', 'atrasados'));
  return partes.length ? partes.join(' · ') : null;
}

export function PortalHome() {
  const session = useSession();
  const navigate = useNavigate();
  const me = useMe();
  const role = session?.user.role;
  const buttons = PORTAL_BUTTONS.filter((b) => can(role, b.permission));
  const resumo = useResumoOuvidoria(can(role, 'gestaoOuvidoria'));
  const avisoOuvidoria = resumo.data ? pendencias(resumo.data) : null;
  // live counts (web/lib/ao-vivo.ts): the help desk's directly, the Ouvidoria's summary read
  // again when its count moves
  const contadores = useContadores();
  const avisoSuporte = pendenciasSuporte(contadores?.atendimentos);
  const aguardando = contadores?.denuncias?.aguardando_confirmacao;
  const { refetch: lerResumo } = resumo;
  useEffect(() => {
    if (aguardando !== undefined) void lerResumo();
  }, [aguardando, lerResumo]);

  // "Sair" also removes the drafts kept on this device (see web/lib/drafts.ts).
  const logout = () => {
    signOut();
    navigate(paths.login);
  };

  return (
    <section className="page">
      <header className="portal-head">
        <h1>
          Olá, seja bem-vindo ao seu Portal
          {me.data?.nome ? <span className="portal-head__name">, {me.data.nome}</span> : null}
        </h1>
        <p className="muted">Escolha abaixo o que deseja acessar.</p>
      </header>
      <ul className="portal-grid">
        {buttons.map((b) => (
          <li key={b.to}>
            <Link to={b.to} className="portal-tile">
              <span className="portal-tile__label">{b.label}</span>
              <span className="portal-tile__desc">{b.description}</span>
              {b.to === paths.adminDenuncias && avisoOuvidoria && (
                <span className="portal-tile__badge">{avisoOuvidoria}</span>
              )}
              {b.to === paths.painelAtendimentos && avisoSuporte && (
                <span className="portal-tile__badge">{avisoSuporte}</span>
              )}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="portal-tile portal-tile--exit" onClick={logout}>
            <span className="portal-tile__label">Sair</span>
            <span className="portal-tile__desc">Encerrar a sessão</span>
          </button>
        </li>
      </ul>
    </section>
  );
}
