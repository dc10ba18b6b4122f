import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  POST_RATING_REDIRECT_MS,
  RATING_DEFAULT,
  RATING_MAX,
  RATING_MIN,
} from '../../../../common/constants';
import { paths } from '../../../../common/paths';
import { RATING_COMMENT_MAX_LENGTH } from '../../../../common/atendimentos';
import { ApiError } from '../../../lib/api-client';
import { useAvaliarAtendimento } from '../api/avaliar-atendimento';
import '../atendimentos.css';

export const RATING_SUCCESS = 'Avaliação registrada. Obrigado pelo feedback!';
export const RATING_FAILED = 'Falha ao enviar avaliação.';

/** /suporte/avaliacao/{id}: a 1–5 score (default 5) and an optional comment. */
export function RatingForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const [nota, setNota] = useState(String(RATING_DEFAULT));
  const [comentario, setComentario] = useState('');
  const avaliar = useAvaliarAtendimento(id);
  const sending = avaliar.isPending;
  const done = avaliar.isSuccess;
  const failure = avaliar.error;
  const error = !failure
    ? ''
    : failure instanceof ApiError && failure.status > 0 && failure.message
      ? failure.message
      : RATING_FAILED;

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(paths.portal), POST_RATING_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    avaliar.mutate({ nota: Number(nota), comentario: comentario.trim() || undefined });
  };

  const back = () => {
    // Back where the user came from inside the portal; straight to /suporte otherwise.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(paths.suporte);
  };

  return (
    <section className="page page--narrow">
      <h1>Avaliar Atendimento #{Number.isSafeInteger(id) ? id : '?'}</h1>
      <p className="muted">
        Conte como foi o atendimento do suporte. Sua opinião nos ajuda a melhorar.
      </p>
      {done ? (
        <div className="card">
          <p className="alert alert--success" role="status">
            {RATING_SUCCESS}
          </p>
        </div>
      ) : (
        <form className="card form" onSubmit={submit}>
          {error && (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          )}
          <div className="field">
            <label htmlFor="avaliacao-nota">Nota</label>
            <input
              id="avaliacao-nota"
              type="number"
              inputMode="numeric"
              min={RATING_MIN}
              max={RATING_MAX}
              step={1}
              required
              aria-describedby="avaliacao-nota-dica"
              value={nota}
              onChange={(e) => setNota(e.target.value)}
            />
            <p id="avaliacao-nota-dica" className="hint">
              De {RATING_MIN} (muito insatisfeito) a {RATING_MAX} (muito satisfeito).
            </p>
          </div>
          <div className="field">
            <label htmlFor="avaliacao-comentario">Comentário (opcional)</label>
            <textarea
              id="avaliacao-comentario"
              rows={5}
              maxLength={RATING_COMMENT_MAX_LENGTH}
              value={comentario}
              onChange={(e) => setComentario(e.target.value)}
            />
          </div>
          <div className="suporte-form-actions">
            <button type="submit" className="btn btn--primary" disabled={sending}>
              Enviar
            </button>
            <button type="button" className="btn btn--secondary" onClick={back}>
              Voltar
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
