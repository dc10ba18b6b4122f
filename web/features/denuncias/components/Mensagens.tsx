import { DENUNCIA_STATUS_ROTULO, type DenunciaStatus } from '../../../../common/denuncias';
import type { MensagemDoCaso } from '../../../../common/schemas/denuncias-acompanhamento';
import { HORARIO_DO_DENUNCIANTE_TEXTO } from '../../../../common/denuncias';
import { formatDataHora } from '../format';

/** The three facts both sides read first: status, category, when it was received. */
export function CamposDoCaso({
  caso,
  rotuloStatus,
}: {
  caso: { status: DenunciaStatus; categoria: string; criado_em: string };
  rotuloStatus: string;
}) {
  return (
    <>
      <div>
        <dt>{rotuloStatus}</dt>
        <dd>
          <span className={`ouv-status ouv-status--${caso.status}`}>
            {DENUNCIA_STATUS_ROTULO[caso.status]}
          </span>
        </dd>
      </div>
      <div>
        <dt>Categoria</dt>
        <dd>{caso.categoria}</dd>
      </div>
      <div>
        <dt>Recebida em</dt>
        <dd>{formatDataHora(caso.criado_em)}</dd>
      </div>
    </>
  );
}

/**
 * The conversation of a case, oldest first; the reader's own messages on the right. The
 * reporter's times are kept to the hour, so their messages sort by that hour: one line says so.
 */
export function Mensagens({
  mensagens,
  label,
  minhas,
  autor,
}: {
  mensagens: MensagemDoCaso[];
  label: string;
  minhas: MensagemDoCaso['autor'];
  autor: (m: MensagemDoCaso) => string;
}) {
  const doDenunciante = mensagens.some((m) => m.autor === 'denunciante');
  return (
    <>
      <ol className="ouv-mensagens" aria-label={label}>
        {mensagens.map((m) => (
          <li
            key={m.id}
            className={`ouv-mensagem ouv-mensagem--${m.autor === minhas ? 'minha' : 'outra'}`}
          >
            <p className="ouv-mensagem__autor">
              {autor(m)} · {formatDataHora(m.enviado_em)}
            </p>
            <p className="ouv-mensagem__texto">{m.texto}</p>
          </li>
        ))}
      </ol>
      {doDenunciante && <p className="hint ouv-nota-horario">{HORARIO_DO_DENUNCIANTE_TEXTO}</p>}
    </>
  );
}
