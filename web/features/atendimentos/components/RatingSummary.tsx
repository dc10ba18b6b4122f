import { RATING_MAX } from '../../../../common/constants';
import type { Atendimento } from '../../../../common/schemas/atendimentos';

type Avaliacao = NonNullable<Atendimento['avaliacao']>;

/** "★ 4/5", read as "Nota 4 de 5"; a dash when the ticket was not rated. */
export function RatingScore({ avaliacao }: { avaliacao: Avaliacao | null }) {
  if (!avaliacao) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">Sem avaliação</span>
      </>
    );
  }
  return (
    <span className="rating-score">
      <span aria-hidden="true">
        <span className="rating-score__star">★</span> {avaliacao.nota}/{RATING_MAX}
      </span>
      <span className="visually-hidden">
        Nota {avaliacao.nota} de {RATING_MAX}
      </span>
    </span>
  );
}

/** The owner's rating and comment, for staff on the ticket's chat. */
export function RatingSummary({ avaliacao }: { avaliacao: Avaliacao | null }) {
  if (!avaliacao) return <p className="chat-rating muted">Ainda sem avaliação do colaborador.</p>;
  return (
    <div className="chat-rating">
      <p>
        Avaliação do colaborador: <RatingScore avaliacao={avaliacao} />
      </p>
      {avaliacao.comentario && (
        <blockquote>
          <span className="visually-hidden">Comentário: </span>
          {avaliacao.comentario}
        </blockquote>
      )}
    </div>
  );
}
