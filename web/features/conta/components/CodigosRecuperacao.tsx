import { useEffect, useRef, useState } from 'react';

/** The 10 recovery codes, shown once, with ways to keep them: copy and a small text file. */
export function CodigosRecuperacao({
  codigos,
  aviso,
  onConcluir,
}: {
  codigos: string[];
  /** what just happened, above the codes */
  aviso: string;
  onConcluir: () => void;
}) {
  const [copiado, setCopiado] = useState('');
  const secao = useRef<HTMLElement>(null);
  // On a phone the form that was just sent sits far below: bring the codes into view, and
  // the keyboard and screen reader with them.
  useEffect(() => {
    const el = secao.current;
    if (!el) return;
    el.scrollIntoView({ block: 'start' });
    el.focus({ preventScroll: true });
  }, []);
  const texto = `Códigos de recuperação do Portal do Colaborador (cada um vale uma vez):\n${codigos.join('\n')}\n`;

  const copiar = async () => {
    try {
      await navigator.clipboard.writeText(texto);
      setCopiado('Códigos copiados.');
    } catch {
      setCopiado('Não foi possível copiar. Selecione os códigos e copie manualmente.');
    }
  };
  const baixar = () => {
    const url = URL.createObjectURL(new Blob([texto], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'codigos-de-recuperacao.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <section className="card conta-2fa" aria-labelledby="codigos-titulo" ref={secao} tabIndex={-1}>
      <p className="alert alert--success" role="status">
        {aviso}
      </p>
      <h2 id="codigos-titulo">Códigos de recuperação</h2>
      <p className="alert alert--info">
        Guarde estes códigos em lugar seguro: eles são mostrados só agora. Se perder o celular, cada
        código permite entrar uma única vez no lugar do código do aplicativo.
      </p>
      <ul className="conta-2fa__codigos" aria-label="Códigos de recuperação">
        {codigos.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="conta-2fa__acoes">
        <button type="button" className="btn btn--secondary" onClick={copiar}>
          Copiar
        </button>
        <button type="button" className="btn btn--secondary" onClick={baixar}>
          Baixar
        </button>
        <button type="button" className="btn btn--primary" onClick={onConcluir}>
          Já guardei os códigos
        </button>
      </div>
      <p role="status" className="muted">
        {copiado}
      </p>
    </section>
  );
}
