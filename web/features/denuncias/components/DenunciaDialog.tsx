import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Denuncia } from '../../../../common/schemas/denuncias';
import { formatDataHora, simNao } from '../format';

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The details of one report in a native modal dialog: the page behind is inert, Tab cycles
 * inside, Escape closes. Every field is rendered as text; line breaks are kept by CSS.
 */
export function DenunciaDialog({
  denuncia,
  onClose,
}: {
  denuncia: Denuncia | null;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (denuncia && !dialog.open) {
      dialog.showModal();
      closeButton.current?.focus();
    } else if (!denuncia && dialog.open) {
      dialog.close();
    }
  }, [denuncia]);

  // Keeps Tab inside the dialog instead of letting it reach the browser's own controls.
  const trapTab = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = [...e.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="ouv-dialog"
      aria-labelledby="ouv-dialog-title"
      onClose={onClose}
      onKeyDown={trapTab}
    >
      {denuncia && (
        <>
          <h2 id="ouv-dialog-title">Denúncia #{denuncia.id}</h2>
          <dl className="ouv-details">
            <div>
              <dt>ID</dt>
              <dd>{denuncia.id}</dd>
            </div>
            <div>
              <dt>Categoria</dt>
              <dd>{denuncia.categoria}</dd>
            </div>
            <div>
              <dt>Data</dt>
              <dd>
                <time dateTime={denuncia.criado_em}>{formatDataHora(denuncia.criado_em)}</time>
              </dd>
            </div>
            <div>
              <dt>Anonimato</dt>
              <dd>{simNao(denuncia.anonimato)}</dd>
            </div>
            <div className="ouv-details__wide">
              <dt>Nome</dt>
              <dd>{denuncia.nome ?? '—'}</dd>
            </div>
            <div className="ouv-details__wide">
              <dt id="ouv-dialog-desc">Descrição</dt>
              <dd>
                <div
                  className="ouv-desc"
                  role="region"
                  aria-labelledby="ouv-dialog-desc"
                  tabIndex={0}
                >
                  {denuncia.descricao}
                </div>
              </dd>
            </div>
          </dl>
          <div className="ouv-dialog__actions">
            <button
              ref={closeButton}
              type="button"
              className="btn btn--primary"
              onClick={() => ref.current?.close()}
            >
              Fechar
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
