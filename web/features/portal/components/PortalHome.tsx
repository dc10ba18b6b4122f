import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { can } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import { sair } from '../../../lib/sair';
import { useSession } from '../../../lib/session';
import { useMe } from '../../../lib/me';
import { useResumoOuvidoria, type ResumoOuvidoria } from '../api/get-resumo-ouvidoria';
import { PORTAL_BUTTONS } from '../buttons';
import { useContadores } from '../../../lib/eventos-provider';
import type { Contadores } from '../../../../common/schemas/eventos';

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

/** The live badge of a button (docs/product/eventos.md), or nothing when there is nothing to do. */
export function avisoAoVivo(to: string, c: Contadores | null): string | null {
  if (!c) return null;
  if (to === paths.painelAtendimentos && c.atendimentos) {
    const { novos, em_risco, atrasados } = c.atendimentos;
    const partes = [];
    if (novos) partes.push(plural(novos, 'novo', 'novos'));
    if (em_risco) partes.push(`${em_risco} em risco`);
    if (atrasados) partes.push(plural(atrasados, 'atrasado', 'atrasados'));
    return partes.length ? partes.join(' · ') : null;
  }
  if (to === paths.suporte && c.meus_atendimentos?.respondidos) {
    const n = c.meus_atendimentos.respondidos;
    return n === 1 ? '1 resposta nova' : `${n} atendimentos com resposta nova`;
  }
  return null;
}

/**
 * The portal's home; `children` (another feature's invitation) comes after the buttons, `aviso`
 * (another feature's notice about the person, e.g. a training due) before them.
 */
export function PortalHome({
  children,
  aviso: avisoDaPessoa,
}: {
  children?: ReactNode;
  aviso?: ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const me = useMe();
  const role = session?.user.role;
  const buttons = PORTAL_BUTTONS.filter((b) => can(role, b.permission));
  const resumo = useResumoOuvidoria(can(role, 'gestaoOuvidoria'));
  const contadores = useContadores();
  // The Ouvidoria's summary (also the overdue cases) is read again whenever the stream's count
  // of cases awaiting acknowledgement changes (api/get-resumo-ouvidoria.ts).
  const avisoOuvidoria = resumo.data ? pendencias(resumo.data) : null;
  const aviso = (to: string) =>
    to === paths.adminDenuncias ? avisoOuvidoria : avisoAoVivo(to, contadores);

  // "Sair" asks first if chat messages still wait, then removes what this device kept for the
  // person: drafts, the waiting queue, the last conversation (web/lib/sair.ts).
  const logout = async () => {
    if (await sair()) navigate(paths.login);
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
      {avisoDaPessoa}
      <ul className="portal-grid">
        {buttons.map((b) => (
          <li key={b.to}>
            <Link to={b.to} className="portal-tile">
              <span className="portal-tile__label">{b.label}</span>
              <span className="portal-tile__desc">{b.description}</span>
              {aviso(b.to) && <span className="portal-tile__badge">{aviso(b.to)}</span>}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="portal-tile portal-tile--exit"
            onClick={() => void logout()}
          >
            <span className="portal-tile__label">Sair</span>
            <span className="portal-tile__desc">Encerrar a sessão</span>
          </button>
        </li>
      </ul>
      {children}
    </section>
  );
}
