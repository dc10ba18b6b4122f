import { useEffect, useState } from 'react';
import { ROTULOS_DOS_AVISOS, tiposDoCanal } from '../../../../common/avisos';
import { useSession } from '../../../lib/session';
import {
  ativarPush,
  desativarPush,
  estadoDoPush,
  falhaAoAtivar,
  recusadoPeloNavegador,
  type EstadoDoPush,
} from '../push-no-aparelho';
import '../avisos.css';

/**
 * "Notificações neste aparelho" (docs/product/avisos.md): what will arrive, and the button that
 * asks the browser — only when tapped. `compacto` is the portal home's invitation, shown only
 * while push is possible and off.
 */
export function AtivarNotificacoes({ compacto = false }: { compacto?: boolean }) {
  const session = useSession();
  const [estado, setEstado] = useState<EstadoDoPush | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [erro, setErro] = useState<string | null>(null);

  useEffect(() => {
    let vivo = true;
    void estadoDoPush().then((e) => vivo && setEstado(e));
    return () => {
      vivo = false;
    };
  }, []);

  if (!session || estado === null) return null;
  if (compacto && estado !== 'desligado') return null;
  const tipos = tiposDoCanal(session.user.role, 'push');

  const agir = async (acao: () => Promise<EstadoDoPush>) => {
    setOcupado(true);
    setErro(null);
    try {
      setEstado(await acao());
    } catch (err) {
      if (recusadoPeloNavegador(err)) setEstado('bloqueado');
      else setErro(falhaAoAtivar(err));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <section className="card avisos-push" aria-labelledby="avisos-push-titulo">
      <h2 id="avisos-push-titulo">
        {compacto ? 'Receba avisos no celular' : 'Notificações neste aparelho'}
      </h2>
      {estado === 'indisponivel' && (
        <p className="muted">
          Este navegador não recebe notificações do portal. No iPhone, adicione o portal à tela de
          início (Compartilhar → Adicionar à Tela de Início) e abra-o por lá.
        </p>
      )}
      {estado === 'bloqueado' && (
        <div className="alert alert--info" role="status">
          <p>
            O navegador recusou as notificações do portal neste aparelho. Não é problema de conexão:
            para recebê-las, permita-as de novo.
          </p>
          <ul className="avisos-push__lista">
            <li>
              Toque no cadeado (ou no ícone) ao lado do endereço do portal, em{' '}
              <strong>Permissões</strong> ou <strong>Configurações do site</strong>, e escolha{' '}
              <strong>Notificações: Permitir</strong>.
            </li>
            <li>
              No celular, confira também em Configurações → Apps → o navegador → Notificações se
              elas estão ativadas.
            </li>
            <li>Depois, recarregue esta página e toque em Ativar notificações.</li>
          </ul>
        </div>
      )}
      {(estado === 'desligado' || estado === 'ligado') && (
        <>
          <p>
            {estado === 'ligado'
              ? 'Notificações ativas neste aparelho. Você recebe um aviso quando:'
              : 'Com o portal fechado, você recebe um aviso neste aparelho quando:'}
          </p>
          <ul className="avisos-push__lista">
            {tipos.map((t) => (
              <li key={t}>{ROTULOS_DOS_AVISOS[t]}</li>
            ))}
          </ul>
          <p className="muted">
            O aviso diz só o que aconteceu; o conteúdo você vê ao abrir o portal.
          </p>
        </>
      )}
      {erro && (
        <p className="alert alert--error" role="alert">
          {erro}
        </p>
      )}
      {estado === 'desligado' && (
        <div>
          <button
            type="button"
            className="btn btn--primary"
            disabled={ocupado}
            onClick={() => void agir(ativarPush)}
          >
            Ativar notificações
          </button>
        </div>
      )}
      {estado === 'ligado' && (
        <div>
          <button
            type="button"
            className="btn btn--secondary"
            disabled={ocupado}
            onClick={() => void agir(desativarPush)}
          >
            Desativar neste aparelho
          </button>
        </div>
      )}
    </section>
  );
}
