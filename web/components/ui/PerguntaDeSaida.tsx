import type { RefObject } from 'react';
import type { Blocker } from 'react-router';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The question a screen asks when the person moves to another while it holds something to lose:
 * the dialog of the blocker `usePerguntarAoSair` returns (web/lib/perguntar-ao-sair.ts).
 */
export function PerguntaDeSaida({
  saida,
  titulo,
  texto,
  sair,
  returnFocus,
}: {
  saida: Blocker;
  titulo: string;
  texto: string;
  sair: string;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  return (
    <ConfirmDialog
      open={saida.state === 'blocked'}
      title={titulo}
      text={texto}
      confirmLabel={sair}
      onConfirm={() => saida.proceed?.()}
      onCancel={() => saida.reset?.()}
      returnFocus={returnFocus}
    />
  );
}
