import type { MouseEvent } from 'react';
import type { CampoDaDenuncia } from '../erro-do-campo';

const ROTULOS: Record<CampoDaDenuncia, string> = {
  categoria: 'Categoria',
  descricao: 'Descrição',
  nome: 'Nome',
  papeis: 'Quem não deve ler',
};

/**
 * The server's reason for refusing a field, named in the form's alert beside "Falha ao enviar.
 * Tente novamente.": on a phone the field is below the fold, so the reason is read where the
 * alert is, and its link takes the person and the focus to the field.
 */
export function ErroDoCampo({ campo, texto }: { campo: CampoDaDenuncia; texto: string }) {
  const id = `den-${campo}`;
  const irAoCampo = (e: MouseEvent) => {
    e.preventDefault();
    const el = document.getElementById(id);
    el?.scrollIntoView({ block: 'center' });
    el?.focus({ preventScroll: true });
  };
  return (
    <p className="ouv-erro-campo">
      <a href={`#${id}`} onClick={irAoCampo}>
        {ROTULOS[campo]}: {texto}
      </a>
    </p>
  );
}
