import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { can } from '../../../../common/roles';
import { paths } from '../../../../common/paths';
import { sair } from '../../../lib/sair';
import { useSession } from '../../../lib/session';
import { useMe } from '../../../lib/me';
import { useResumoOuvidoria } from '../api/get-resumo-ouvidoria';
import { usePendenciasPrivacidade } from '../api/get-pendencias-privacidade';
import { usePendenciasTreinamentos } from '../api/get-pendencias-treinamentos';
import { PORTAL_BUTTONS, type PortalButton } from '../buttons';
import { useContadores } from '../../../lib/eventos-provider';
import { avisoAoVivo, pendenciasOuvidoria, oQueAguarda } from '../pendencias';
import { GrupoDoPortal } from './GrupoDoPortal';
import { PaginaCarregando } from '../../../lib/casca';
import '../portal.css';

/**
 * The portal's home: the tiles in two groups, "Meu dia" first and "Trabalho das equipes" after it
 * for staff, each with what waits for this person (docs/product/portal.md). `aviso` (another
 * feature's notice about the person, e.g. a training due) opens "Meu dia"; `children` (another
 * feature's invitation, e.g. to turn on notifications) follows its tiles.
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
  const doGrupo = (g: PortalButton['grupo']) => buttons.filter((b) => b.grupo === g);
  const equipes = doGrupo('equipes');
  const resumo = useResumoOuvidoria(can(role, 'gestaoOuvidoria'));
  const privacidade = usePendenciasPrivacidade(can(role, 'solicitacoesPrivacidade'));
  const treinamentos = usePendenciasTreinamentos(can(role, 'treinamentos'));
  const contadores = useContadores();
  // The Ouvidoria's summary (also the overdue cases) is read again whenever the stream's count
  // of cases awaiting acknowledgement changes (api/get-resumo-ouvidoria.ts).
  const avisoOuvidoria = resumo.data ? pendenciasOuvidoria(resumo.data) : null;
  const aviso = (to: string) =>
    to === paths.adminDenuncias ? avisoOuvidoria : avisoAoVivo(to, contadores);
  const aguarda = oQueAguarda({
    contadores,
    ouvidoria: resumo.data ?? null,
    privacidade: privacidade.data ?? null,
    treinamentos: treinamentos.data ?? null,
  });

  // "Sair" asks first if chat messages still wait, then removes what this device kept for the
  // person: drafts, the waiting queue, the last conversation (web/lib/sair.ts).
  const logout = async () => {
    if (await sair()) navigate(paths.login);
  };

  return (
    <section className="page portal-home">
      <CabecalhoDoPortal nome={me.data?.nome} />
      <GrupoDoPortal
        id="meu-dia"
        grupo="meuDia"
        botoes={doGrupo('meuDia')}
        aviso={aviso}
        aguarda={aguarda.meuDia}
        antes={avisoDaPessoa}
      >
        {children}
      </GrupoDoPortal>
      {equipes.length > 0 && (
        <GrupoDoPortal
          id="equipes"
          grupo="equipes"
          botoes={equipes}
          aviso={aviso}
          aguarda={aguarda.equipes}
          nadaPendente="Nada pendente nas equipes agora."
          compacto
        />
      )}
      <div className="portal-sair">
        <button
          type="button"
          className="portal-tile portal-tile--exit"
          onClick={() => void logout()}
        >
          <span className="portal-tile__label">Sair</span>
          <span className="portal-tile__desc">Encerrar a sessão</span>
        </button>
      </div>
    </section>
  );
}

function CabecalhoDoPortal({ nome }: { nome?: string }) {
  return (
    <header className="portal-head">
      <h1>
        Olá, seja bem-vindo ao seu Portal
        {nome ? <span className="portal-head__name">, {nome}</span> : null}
      </h1>
      <p className="muted">Escolha abaixo o que deseja acessar.</p>
    </header>
  );
}

/** The home before its code has run (web/lib/casca.tsx): its greeting, then its tiles. */
export function CascaDoPortal() {
  return (
    <PaginaCarregando classe="portal-home">
      <CabecalhoDoPortal />
    </PaginaCarregando>
  );
}
