import { useState } from 'react';
import { useVersoes } from '../api/get-versoes';
import { useVigente } from '../api/get-vigente';
import { data } from '../../../lib/datas';
import { AdesaoConduta } from './AdesaoConduta';
import { Impressao } from './Impressao';
import { PublicarVersao } from './PublicarVersao';
import '../conduta.css';

/** Compliance and admin: the versions, the adherence to each, and publishing the next one. */
export function GestaoConduta() {
  const versoes = useVersoes();
  // its text is where the next version starts (none published: 404, an empty form)
  const emVigor = useVigente();
  const [versao, setVersao] = useState<number | undefined>(undefined);
  if (versoes.isPending || emVigor.isPending) return <p role="status">Carregando...</p>;
  if (versoes.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {versoes.error.message}
      </p>
    );
  }
  const lista = versoes.data;
  const vigente = lista[0];
  return (
    <div className="gestao-conduta">
      {vigente ? (
        <p>
          Vigente: versão {vigente.versao}, “{vigente.titulo}”, publicada em{' '}
          {data(vigente.publicada_em)}.
        </p>
      ) : (
        <p className="muted">Nenhuma versão foi publicada ainda.</p>
      )}
      {vigente && <Impressao sha256={vigente.sha256} />}
      <AdesaoConduta versoes={lista} versao={versao} aoEscolher={setVersao} />
      <PublicarVersao proxima={(vigente?.versao ?? 0) + 1} atual={emVigor.data} />
    </div>
  );
}
