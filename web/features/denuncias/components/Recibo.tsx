import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import type { ReciboDenuncia } from '../../../../common/schemas/denuncias-acompanhamento';
import type { AnexoEnviado } from './AnexosField';

/** The key as people read and type it: four groups of four digits. */
const chaveEmGrupos = (chave: string) => chave.replace(/(\d{4})(?=\d)/g, '$1 ');

function textoDoRecibo(r: ReciboDenuncia): string {
  return [
    'Ouvidoria — comprovante de denúncia',
    '',
    `Protocolo: ${r.protocolo}`,
    `Chave: ${chaveEmGrupos(r.chave)}`,
    '',
    `Acompanhe em ${window.location.origin}${paths.acompanharDenuncia}`,
    'A chave não pode ser recuperada: guarde este arquivo em local seguro.',
    '',
  ].join('\n');
}

/** Asked before leaving the form while a receipt is on screen (docs/product/denuncias.md). */
export const SAIR_SEM_RECIBO = {
  titulo: 'Sair sem guardar o comprovante?',
  texto:
    'A chave da sua denúncia aparece só nesta tela e não pode ser recuperada, nem pela Ouvidoria. Copie ou baixe o comprovante antes de sair.',
  sair: 'Sair mesmo assim',
  /** the same question as one line, for the browser's own dialog on "Sair" */
  pergunta:
    'A chave da sua denúncia aparece só nesta tela e não pode ser recuperada. Sair sem guardar o comprovante?',
} as const;

/**
 * What the reporter keeps after sending: the protocol and the key, shown once, with copy and
 * download. Nobody can give the key back (only its hash is stored), and the screen says so. It
 * stays until the person says they kept it (`onGuardado`), whatever else they do on the form.
 */
export function Recibo({
  recibo,
  anexos = [],
  onGuardado,
}: {
  recibo: ReciboDenuncia;
  anexos?: AnexoEnviado[];
  onGuardado: () => void;
}) {
  const [copiado, setCopiado] = useState(false);
  const tituloId = useId();
  const copiar = async () => {
    await navigator.clipboard.writeText(textoDoRecibo(recibo)).catch(() => undefined);
    setCopiado(true);
  };
  const baixar = () => {
    const url = URL.createObjectURL(new Blob([textoDoRecibo(recibo)], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `denuncia-${recibo.protocolo}.txt`;
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    // named with its protocol too: two receipts on the page are two distinct regions
    <section className="ouv-recibo" aria-labelledby={`${tituloId} ${tituloId}-protocolo`}>
      <h2 id={tituloId}>Guarde seu comprovante</h2>
      <dl>
        <div>
          <dt>Protocolo</dt>
          <dd id={`${tituloId}-protocolo`} className="ouv-recibo__codigo">
            {recibo.protocolo}
          </dd>
        </div>
        <div>
          <dt>Chave</dt>
          <dd className="ouv-recibo__codigo">{chaveEmGrupos(recibo.chave)}</dd>
        </div>
      </dl>
      <p className="ouv-recibo__aviso">
        <strong>A chave aparece só agora e não pode ser recuperada</strong>, nem pela Ouvidoria. Com
        o protocolo e a chave você acompanha a denúncia e conversa com a Ouvidoria sem se
        identificar, em <Link to={paths.acompanharDenuncia}>Acompanhar denúncia</Link>.
      </p>
      {anexos.length > 0 && (
        <ul className="ouv-recibo__anexos" aria-label="Anexos">
          {anexos.map((a, i) => (
            <li key={i} className={a.erro ? 'ouv-anexo--erro' : undefined}>
              {a.nome}: {a.erro ? `não enviado — ${a.erro}` : 'enviado'}
            </li>
          ))}
        </ul>
      )}
      <div className="ouv-recibo__acoes">
        <button type="button" className="btn btn--secondary" onClick={() => void copiar()}>
          {copiado ? 'Copiado!' : 'Copiar'}
        </button>
        <button type="button" className="btn btn--secondary" onClick={baixar}>
          Baixar (.txt)
        </button>
        <button type="button" className="btn btn--primary" onClick={onGuardado}>
          Já guardei
        </button>
      </div>
    </section>
  );
}
