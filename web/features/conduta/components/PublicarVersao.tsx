import { useMemo, useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { RESUMO_MAX, TEXTO_MAX } from '../../../../common/conduta';
import { usePerguntarAoSair } from '../../../lib/perguntar-ao-sair';
import { useRascunhoDoFormulario } from '../../../lib/rascunho-de-formulario';
import { usePublicarVersao } from '../api/publicar-versao';
import { TextoDoCodigo } from './TextoDoCodigo';
import { PerguntaDeSaida } from '../../../components/ui/PerguntaDeSaida';

const SAIR = {
  titulo: 'Sair sem publicar?',
  texto:
    'A nova versão ainda não foi publicada. O rascunho fica guardado neste aparelho até você publicar ou sair do portal.',
  sair: 'Sair da tela',
  pergunta: 'A nova versão do Código de Conduta ainda não foi publicada. Sair e apagar o rascunho?',
} as const;

/**
 * Publishing a new version (compliance, admin): it starts from the version in force (`atual`),
 * is kept on this device while it is written (web/lib/rascunho-de-formulario.ts) and asks before
 * leaving with changes; a preview as people will read it, then a confirmation, since every active
 * person will have to acknowledge it again. From version 2 on, a summary of what changed, which
 * those who read an earlier version are shown.
 */
export function PublicarVersao({
  proxima,
  atual,
}: {
  proxima: number;
  atual?: { titulo: string; texto: string };
}) {
  const inicial = useMemo(
    () => ({
      titulo: atual?.titulo ?? 'Código de Conduta',
      texto: atual?.texto ?? '',
      resumo: '',
    }),
    [atual?.titulo, atual?.texto],
  );
  const rascunho = useRascunhoDoFormulario('conduta:nova-versao', inicial);
  const { titulo, texto, resumo } = rascunho.valor;
  const mudar = (campo: keyof typeof inicial, valor: string) =>
    rascunho.mudar({ ...rascunho.valor, [campo]: valor });
  const [confirmar, setConfirmar] = useState(false);
  const [publicada, setPublicada] = useState<number | null>(null);
  const botao = useRef<HTMLButtonElement>(null);
  const publicar = usePublicarVersao();
  const saida = usePerguntarAoSair(rascunho.alterado, SAIR.pergunta);
  const comResumo = proxima > 1;

  const aoEnviar = (e: FormEvent) => {
    e.preventDefault();
    setPublicada(null);
    setConfirmar(true);
  };
  const aoConfirmar = () => {
    setConfirmar(false);
    publicar.mutate(
      { titulo, texto, ...(comResumo ? { resumo } : {}) },
      {
        onSuccess: (v) => {
          setPublicada(v.versao);
          rascunho.limpar();
        },
      },
    );
  };

  return (
    <section aria-labelledby="publicar-titulo" className="card">
      <h2 id="publicar-titulo">Publicar nova versão</h2>
      <p className="muted">
        {atual
          ? 'O texto começa pela versão vigente: altere o que mudou. '
          : 'Escreva o texto do Código de Conduta. '}
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
            onChange={(e) => mudar('titulo', e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="conduta-texto">Texto</label>
          <textarea
            id="conduta-texto"
            className="input"
            required
            rows={12}
            maxLength={TEXTO_MAX}
            value={texto}
            onChange={(e) => mudar('texto', e.target.value)}
          />
        </div>
        {comResumo && (
          <div className="field">
            <label htmlFor="conduta-resumo">O que mudou nesta versão</label>
            <textarea
              id="conduta-resumo"
              className="input"
              required
              rows={3}
              maxLength={RESUMO_MAX}
              value={resumo}
              aria-describedby="conduta-resumo-dica"
              onChange={(e) => mudar('resumo', e.target.value)}
            />
            <p id="conduta-resumo-dica" className="hint">
              Quem já declarou ciência de uma versão anterior lê este resumo no topo do código.
            </p>
          </div>
        )}
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
      <PerguntaDeSaida saida={saida} {...SAIR} returnFocus={botao} />
    </section>
  );
}
