/**
 * A form's fields kept on this device until it is sent (web/lib/drafts.ts: per person, removed
 * by "Sair"), as one draft. A form that still shows what it started from keeps no draft, so
 * `alterado` says whether there is something to lose.
 */
import { useCallback, useMemo } from 'react';
import { useDraft } from './drafts';
import { useSession } from './session';

export interface RascunhoDoFormulario<T> {
  valor: T;
  mudar: (novo: T) => void;
  /** after a successful send */
  limpar: () => void;
  /** the fields differ from what the form started from */
  alterado: boolean;
}

/** `inicial`: what the form starts from (keep it stable, e.g. with useMemo). */
export function useRascunhoDoFormulario<T extends Record<string, string>>(
  nome: string,
  inicial: T,
): RascunhoDoFormulario<T> {
  const session = useSession();
  const [guardado, guardar, limpar] = useDraft(session?.user.id ?? null, nome);
  const valor = useMemo(() => ler(guardado, inicial), [guardado, inicial]);
  const mudar = useCallback(
    (novo: T) => {
      const igual = Object.keys(inicial).every((k) => novo[k] === inicial[k]);
      guardar(igual ? '' : JSON.stringify(novo));
    },
    [guardar, inicial],
  );
  return { valor, mudar, limpar, alterado: guardado !== '' };
}

function ler<T extends Record<string, string>>(guardado: string, inicial: T): T {
  if (!guardado) return inicial;
  try {
    const lido = JSON.parse(guardado) as Record<string, unknown>;
    const valor: Record<string, string> = { ...inicial };
    for (const k of Object.keys(inicial)) {
      if (typeof lido[k] === 'string') valor[k] = lido[k];
    }
    return valor as T;
  } catch {
    return inicial;
  }
}
