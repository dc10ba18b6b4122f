import { useState } from 'react';
import { useGerarNovosCodigos } from '../api/gerar-novos-codigos';
import { CampoSenhaAtual } from './CampoSenhaAtual';

/**
 * "Gerar novos códigos" (docs/product/conta.md): for recovery codes lost, or running out. Asks for
 * the password; the old codes stop working.
 */
export function GerarNovosCodigos({ onGerados }: { onGerados: (codigos: string[]) => void }) {
  const [aberto, setAberto] = useState(false);
  const [senha, setSenha] = useState('');
  const gerar = useGerarNovosCodigos();

  if (!aberto) {
    return (
      <p>
        <button type="button" className="btn btn--secondary" onClick={() => setAberto(true)}>
          Gerar novos códigos
        </button>
      </p>
    );
  }
  return (
    <form
      className="form conta-2fa__novos"
      aria-label="Gerar novos códigos de recuperação"
      aria-describedby={gerar.error ? 'novos-codigos-erro' : 'novos-codigos-dica'}
      onSubmit={(e) => {
        e.preventDefault();
        gerar.mutate({ senha }, { onSuccess: (r) => onGerados(r.codigos_recuperacao) });
      }}
    >
      <p id="novos-codigos-dica" className="muted">
        Perdeu os códigos ou eles estão acabando? Gere 10 novos: os anteriores deixam de valer.
      </p>
      {gerar.error && (
        <p id="novos-codigos-erro" className="alert alert--error" role="alert">
          {gerar.error.message}
        </p>
      )}
      <CampoSenhaAtual
        id="senha-novos-codigos"
        valor={senha}
        aoMudar={setSenha}
        dica="Por segurança, confirme sua senha."
      />
      <div className="conta-2fa__acoes">
        <button type="submit" className="btn btn--primary" disabled={gerar.isPending}>
          {gerar.isPending ? 'Gerando...' : 'Gerar novos códigos'}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            setAberto(false);
            setSenha('');
            gerar.reset();
          }}
        >
          Cancelar
        </button>
      </div>
    </form>
  );
}
