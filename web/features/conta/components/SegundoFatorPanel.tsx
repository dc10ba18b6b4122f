import { CampoSenhaAtual } from './CampoSenhaAtual';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../common/paths';
import type { InicioSegundoFator } from '../../../../common/schemas/segundo-fator';
import { segurarSegredo } from '../../../lib/segredo-em-tela';
import { useSession } from '../../../lib/session';
import { useSegundoFator } from '../api/get-segundo-fator';
import { useIniciarSegundoFator } from '../api/iniciar-segundo-fator';
import { useDesativarSegundoFator } from '../api/desativar-segundo-fator';
import { AtivarSegundoFator } from './AtivarSegundoFator';
import { CodigosRecuperacao } from './CodigosRecuperacao';
import { GerarNovosCodigos } from './GerarNovosCodigos';
import '../segundo-fator.css';

/** "Minha conta": the staff member's two-factor sign-in (docs/product/conta.md). */
export function SegundoFatorPanel() {
  const navigate = useNavigate();
  const session = useSession();
  const estado = useSegundoFator();
  const iniciar = useIniciarSegundoFator();
  const [senha, setSenha] = useState('');
  const [inicio, setInicio] = useState<InicioSegundoFator | null>(null);
  const [codigos, setCodigos] = useState<CodigosNaTela | null>(null);
  // The codes exist only in this answer: the screen is held for them from the moment it arrives
  // (web/lib/segredo-em-tela.ts), and let go when they are put away or the panel goes.
  useEffect(() => () => codigos?.soltar(), [codigos]);
  const mostrar = (lista: string[], depois: 'ativada' | 'novos') =>
    setCodigos({ lista, depois, soltar: segurarSegredo() });

  if (codigos) {
    return (
      <CodigosRecuperacao
        codigos={codigos.lista}
        aviso={
          codigos.depois === 'ativada'
            ? 'Verificação em duas etapas ativada.'
            : 'Novos códigos gerados. Os anteriores deixaram de valer.'
        }
        onConcluir={() => {
          codigos.soltar();
          setCodigos(null);
          if (codigos.depois === 'ativada') void navigate(paths.portal);
        }}
      />
    );
  }
  if (inicio) {
    return (
      <AtivarSegundoFator
        inicio={inicio}
        onAtivado={(c) => {
          mostrar(c, 'ativada');
          setInicio(null);
        }}
      />
    );
  }
  if (estado.isPending) return <p role="status">Carregando...</p>;
  if (estado.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {estado.error.message}
      </p>
    );
  }
  const { ativo, obrigatorio, codigos_restantes } = estado.data;
  if (ativo) {
    return (
      <SegundoFatorAtivo
        obrigatorio={obrigatorio}
        restantes={codigos_restantes}
        onNovosCodigos={(c) => mostrar(c, 'novos')}
      />
    );
  }

  return (
    <section className="card conta-2fa" aria-labelledby="dois-fatores-titulo">
      <h2 id="dois-fatores-titulo">Verificação em duas etapas</h2>
      {session?.user.mfa_cadastro_pendente && (
        <p className="alert alert--info" role="status">
          Seu perfil exige a verificação em duas etapas. Ative-a para continuar usando o portal.
        </p>
      )}
      <p>
        Além da senha, o login passa a pedir um código de 6 dígitos gerado por um aplicativo
        autenticador no seu celular. Quem descobrir sua senha não entra sem o celular.
      </p>
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          iniciar.mutate(
            { senha },
            {
              onSuccess: (r) => {
                setSenha('');
                setInicio(r);
              },
            },
          );
        }}
        aria-describedby={iniciar.error ? 'ativar-senha-erro' : undefined}
      >
        {iniciar.error && (
          <p id="ativar-senha-erro" className="alert alert--error" role="alert">
            {iniciar.error.message}
          </p>
        )}
        <CampoSenhaAtual
          id="senha-ativar"
          valor={senha}
          aoMudar={setSenha}
          dica="Por segurança, confirme sua senha para ativar."
        />
        <div>
          <button type="submit" className="btn btn--primary" disabled={iniciar.isPending}>
            Ativar verificação em duas etapas
          </button>
        </div>
      </form>
    </section>
  );
}

interface CodigosNaTela {
  lista: string[];
  /** what the codes follow: enrolment (then on to the portal) or "Gerar novos códigos" */
  depois: 'ativada' | 'novos';
  soltar: () => void;
}

function SegundoFatorAtivo({
  obrigatorio,
  restantes,
  onNovosCodigos,
}: {
  obrigatorio: boolean;
  restantes: number;
  onNovosCodigos: (codigos: string[]) => void;
}) {
  const [codigo, setCodigo] = useState('');
  const [senha, setSenha] = useState('');
  const desativar = useDesativarSegundoFator();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    desativar.mutate(
      { codigo, senha },
      {
        onSuccess: () => {
          setCodigo('');
          setSenha('');
        },
      },
    );
  };
  return (
    <section className="card conta-2fa" aria-labelledby="dois-fatores-titulo">
      <h2 id="dois-fatores-titulo">Verificação em duas etapas</h2>
      <p className="alert alert--success" role="status">
        A verificação em duas etapas está ativa.
      </p>
      <p>
        Códigos de recuperação ainda não usados: <strong>{restantes}</strong>.
      </p>
      <GerarNovosCodigos onGerados={onNovosCodigos} />
      {obrigatorio ? (
        <p className="muted">
          Ela é obrigatória para o seu perfil. Se perder o celular, use um código de recuperação ou
          peça ao administrador do sistema que a redefina.
        </p>
      ) : (
        <form
          className="form"
          onSubmit={submit}
          aria-describedby={desativar.error ? 'desativar-erro' : undefined}
        >
          {desativar.error && (
            <p id="desativar-erro" className="alert alert--error" role="alert">
              {desativar.error.message}
            </p>
          )}
          <div className="field">
            <label htmlFor="codigo-desativar">Código do aplicativo ou de recuperação</label>
            <input
              id="codigo-desativar"
              name="codigo"
              autoComplete="one-time-code"
              required
              value={codigo}
              onChange={(e) => setCodigo(e.target.value)}
            />
          </div>
          <CampoSenhaAtual id="senha-desativar" valor={senha} aoMudar={setSenha} />
          <div>
            <button type="submit" className="btn btn--danger" disabled={desativar.isPending}>
              Desativar verificação em duas etapas
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
