import { useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { TEXTO_MAX } from '../../../../common/schemas/conduta';
import { usePublicarVersao } from '../api/publicar-versao';
import { TextoDoCodigo } from './TextoDoCodigo';

/**
 * Publishing a new version (compliance, admin): a preview as people will read it, then a
 * confirmation, since every active person will have to acknowledge it again.
 */
export function PublicarVersao({ proxima }: { proxima: number }) {
  const [titulo, setTitulo] = useState('Código de Conduta');
  const [texto, setTexto] = useState('');
  const [confirmar, setConfirmar] = useState(false);
  const [publicada, setPublicada] = useState<number | null>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const publicar = usePublicarVersao();

  const aoEnviar = (e: FormEvent) => {
    e.preventDefault();
    setPublicada(null);
    setConfirmar(true);
  };
  const aoConfirmar = () => {
    setConfirmar(false);
    publicar.mutate(
      { titulo, texto },
      {
        onSuccess: (v) => {
          setPublicada(v.versao);
          setTexto('');
        },
      },
    );
  };

  return (
    <section aria-labelledby="publicar-titulo" className="card">
      <h2 id="publicar-titulo">Publicar nova versão</h2>
      <p className="muted">
        Formato: separe os parágrafos com uma linha em branco; uma linha que começa com “## ” é um
        título, e linhas que começam com “- ” formam uma lista. Uma versão publicada não pode ser
        alterada.
      </p>
      <form className="form" onSubmit={aoEnviar}>
        <div className="field">
          <label htmlFor="conduta-titulo">Título</label>
          <input
            id="conduta-titulo"
            className="input"
            required
            maxLength={200}
            value={titulo}
            onChange={(e) => setTitulo(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="conduta-texto">Texto</label>
          <textarea
            id="conduta-texto"
            className="input"
            required
            maxLength={TEXTO_MAX}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
          />
        </div>
        {texto.trim() && (
          <div className="conduta-preview" aria-label="Pré-visualização" role="region">
            <p className="muted">Pré-visualização (como as pessoas lerão):</p>
            <TextoDoCodigo titulo={titulo} texto={texto} nivelDoTitulo={2} />
          </div>
        )}
        {publicar.isError && (
          <p className="alert alert--error" role="alert">
            {publicar.error.message}
          </p>
        )}
        {publicada !== null && (
          <p className="alert alert--success" role="status">
            Versão {publicada} publicada. Todos precisarão declarar ciência dela.
          </p>
        )}
        <button
          ref={botao}
          type="submit"
          className="btn btn--primary"
          disabled={publicar.isPending}
        >
          {publicar.isPending ? 'Publicando...' : `Publicar versão ${proxima}`}
        </button>
      </form>
      <ConfirmDialog
        open={confirmar}
        title={`Publicar a versão ${proxima}?`}
        text="Todas as pessoas com acesso ao portal precisarão ler e declarar ciência desta nova versão. Depois de publicada, ela não pode ser alterada."
        confirmLabel="Publicar"
        onConfirm={aoConfirmar}
        onCancel={() => setConfirmar(false)}
        returnFocus={botao}
      />
    </section>
  );
}
