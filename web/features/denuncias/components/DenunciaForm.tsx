import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DENUNCIA_MAX_LENGTH } from '../../../../common/constants';
import { DENUNCIA_NOME_MAX_LENGTH } from '../../../../common/denuncias';
import {
  mensagemNinguemLeria,
  ninguemLeria,
  PAPEIS_EXCLUIVEIS,
  type StaffRole,
} from '../../../../common/denuncias';
import { paths } from '../../../../common/paths';
import { ROLE_LABELS } from '../../../../common/roles';
import type { ReciboDenuncia } from '../../../../common/schemas/denuncias-acompanhamento';
import { CharCounter } from '../../../components/ui/CharCounter';
import { ApiError } from '../../../lib/api-client';
import { semConexao, useSemConexao } from '../../../lib/conexao';
import { useDraft } from '../../../lib/drafts';
import { usePerguntarAoSair } from '../../../lib/perguntar-ao-sair';
import { useSession } from '../../../lib/session';
import { useEnviarDenuncia } from '../api/enviar-denuncia';
import { useLeitores } from '../api/leitores';
import { AnonymityNotice } from './AnonymityNotice';
import { AnexosField, enviarAnexos, type AnexoEnviado } from './AnexosField';
import { campoDoErro, type CampoDaDenuncia } from '../erro-do-campo';
import { ErroDoCampo } from './ErroDoCampo';
import { Recibo, SAIR_SEM_RECIBO } from './Recibo';
import '../denuncias.css';
import { OpcoesDeCategoria } from './Estado';
import { PerguntaDeSaida } from '../../../components/ui/PerguntaDeSaida';
import { PaginaCarregando } from '../../../lib/casca';

const DENUNCIA_SUCESSO = 'Sua denúncia foi registrada. Obrigado.';
const DENUNCIA_FALHA = 'Falha ao enviar. Tente novamente.';
/** A report is never queued on the device (docs/product/denuncias.md): the person sends it again. */
export const DENUNCIA_SEM_CONEXAO =
  'Sem conexão: a denúncia não será enviada até a conexão voltar. O que você escreveu continua aqui; envie quando estiver conectado.';

/** The whistleblowing form 'Fale com a gente!', open to anyone (docs/product/denuncias.md). */
export function DenunciaForm() {
  const session = useSession();
  const [anonimato, setAnonimato] = useState(true);
  const [nome, setNome] = useState('');
  const [excluir, setExcluir] = useState<StaffRole[]>([]);
  // Every receipt stays until the person says they kept it: the key cannot be had again.
  const [recibos, setRecibos] = useState<
    { recibo: ReciboDenuncia; anexos: AnexoEnviado[]; n: number }[]
  >([]);
  const [arquivos, setArquivos] = useState<File[]>([]);
  // The server's reason for refusing a field, shown at that field.
  const [erro, setErro] = useState<{ campo: CampoDaDenuncia; texto: string } | null>(null);
  // a new key empties the file input after sending
  const [rodada, setRodada] = useState(0);
  // Kept on the device for a signed-in person until sent (web/lib/drafts.ts), so closing the app
  // without a signal loses nothing; without a session, only while the page is open.
  const userId = session?.user.id ?? null;
  const [categoria, setCategoria] = useDraft(userId, 'denuncia:categoria');
  const [descricao, setDescricao] = useDraft(userId, 'denuncia:descricao');
  const offline = useSemConexao();
  // `n` tells one outcome from the next, so a repeated one is shown (and announced) anew.
  const [notice, setNotice] = useState<{ ok: boolean; text: string; n: number } | null>(null);
  const enviar = useEnviarDenuncia();
  // who reads reports today (by role): a choice of exclusions that would reach nobody is told here
  const leitores = useLeitores().data?.leitores ?? [];
  const semLeitor = ninguemLeria(leitores, excluir) ? mensagemNinguemLeria(leitores) : null;
  const notices = useRef<HTMLDivElement>(null);
  const tries = useRef(0);
  const saida = usePerguntarAoSair(recibos.length > 0, SAIR_SEM_RECIBO.pergunta);

  // Focus the field the server refused, once it carries its message.
  useEffect(() => {
    if (erro) document.getElementById(`den-${erro.campo}`)?.focus();
  }, [erro]);

  // The outcome appears above the form; on a phone the button is far below it. A refusal that
  // names a field says its reason in that alert too, with a link to the field (ErroDoCampo), so
  // a phone shows why without scrolling; the field keeps the focus and its reason below it.
  useEffect(() => {
    if (notice) notices.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);

  // Writing the next report clears the last one's confirmation, so the next send shows anew (the
  // receipt stays), and a field's refusal once that field changes.
  const edit = (campo?: CampoDaDenuncia) => {
    setNotice((n) => (n?.ok ? null : n));
    if (campo) setErro((e) => (e?.campo === campo ? null : e));
  };
  /** Props tying a field to its hints and, while it has one, to the server's reason. */
  const descrito = (campo: CampoDaDenuncia, dicas: string[]) =>
    erro?.campo === campo
      ? { 'aria-invalid': true, 'aria-describedby': [`den-${campo}-erro`, ...dicas].join(' ') }
      : { 'aria-describedby': dicas.join(' ') || undefined };
  const motivo = (campo: CampoDaDenuncia) =>
    erro?.campo === campo && (
      <p id={`den-${campo}-erro`} className="ouv-erro">
        {erro.texto}
      </p>
    );

  const toggleAnonimato = (checked: boolean) => {
    edit();
    setAnonimato(checked);
    // A name typed earlier is not kept behind a disabled field: what is shown is what is sent.
    // Unchecked, the field offers the account's name, editable, or left blank.
    setNome(checked ? '' : (session?.user.nome ?? ''));
  };

  const toggleExcluir = (papel: StaffRole, checked: boolean) => {
    edit('papeis');
    setExcluir((atual) => (checked ? [...atual, papel] : atual.filter((p) => p !== papel)));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (semConexao()) {
      setNotice({ ok: false, text: DENUNCIA_SEM_CONEXAO, n: ++tries.current });
      return;
    }
    setNotice(null);
    setErro(null);
    if (semLeitor) {
      setErro({ campo: 'papeis', texto: semLeitor });
      return;
    }
    try {
      const excluir_papeis = excluir.length ? excluir : undefined;
      const answer = await enviar.mutateAsync(
        anonimato
          ? { categoria, descricao, anonimato, excluir_papeis }
          : { nome: nome.trim() || undefined, categoria, descricao, anonimato, excluir_papeis },
      );
      setNome('');
      setCategoria('');
      setDescricao('');
      setExcluir([]);
      setAnonimato(true);
      const creds = { protocolo: answer.protocolo, chave: answer.chave };
      const n = ++tries.current;
      const recibo = { ok: true as const, ...creds };
      setRecibos((r) => [...r, { recibo, anexos: [], n }]);
      // the chosen files go right after the report, with its protocol and key
      const anexos = arquivos.length ? await enviarAnexos(creds, arquivos) : [];
      setRecibos((r) => r.map((x) => (x.n === n ? { ...x, anexos } : x)));
      setArquivos([]);
      setRodada((n) => n + 1);
      setNotice({ ok: true, text: DENUNCIA_SUCESSO, n: ++tries.current });
    } catch (err) {
      const semResposta = err instanceof ApiError && err.status === 0;
      const campo = err instanceof ApiError ? campoDoErro(err.message) : undefined;
      if (campo) setErro({ campo, texto: err instanceof Error ? err.message : '' });
      setNotice({
        ok: false,
        text: semResposta ? DENUNCIA_SEM_CONEXAO : DENUNCIA_FALHA,
        n: ++tries.current,
      });
    }
  };

  return (
    <section className="page ouv-page">
      <CabecalhoDaOuvidoria />
      <div className="ouv-layout">
        <form className="card form ouv-form" onSubmit={submit}>
          <div ref={notices} className="ouv-notices" tabIndex={-1}>
            <div role="status">
              {notice?.ok && (
                <p key={notice.n} className="alert alert--success">
                  {notice.text}
                </p>
              )}
            </div>
            {recibos.map(({ recibo, anexos, n }) => (
              <Recibo
                key={n}
                recibo={recibo}
                anexos={anexos}
                onGuardado={() => setRecibos((r) => r.filter((x) => x.n !== n))}
              />
            ))}
            {offline && !notice && <p className="alert alert--info">{DENUNCIA_SEM_CONEXAO}</p>}
            {notice && !notice.ok && (
              <div key={notice.n} className="alert alert--error" role="alert">
                <p>{notice.text}</p>
                {erro && <ErroDoCampo campo={erro.campo} texto={erro.texto} />}
              </div>
            )}
          </div>
          <div className="field field--check ouv-anon">
            <input
              id="den-anonimato"
              type="checkbox"
              checked={anonimato}
              aria-describedby="den-anonimato-dica"
              onChange={(e) => toggleAnonimato(e.target.checked)}
            />
            <div>
              <label htmlFor="den-anonimato">Enviar de forma anônima</label>
              <p id="den-anonimato-dica" className="hint">
                {anonimato
                  ? 'Seu nome, login e endereço IP não serão enviados nem guardados.'
                  : 'O nome informado abaixo será guardado com a denúncia.'}
              </p>
            </div>
          </div>
          <div className="field">
            <label htmlFor="den-nome">Nome</label>
            <input
              id="den-nome"
              autoComplete="name"
              disabled={anonimato}
              maxLength={DENUNCIA_NOME_MAX_LENGTH}
              {...descrito('nome', ['den-nome-dica'])}
              value={nome}
              onChange={(e) => {
                edit('nome');
                setNome(e.target.value);
              }}
            />
            <p id="den-nome-dica" className="hint">
              {anonimato
                ? 'Opcional. Para se identificar, desmarque “Enviar de forma anônima”.'
                : 'Opcional. Como deseja ser identificado; em branco, a denúncia vai sem nome.'}
            </p>
            {motivo('nome')}
            <p className="hint">
              Como a Ouvidoria trata seus dados:{' '}
              <a href={paths.privacidade} target="_blank" rel="noopener">
                Aviso de privacidade<span className="visually-hidden"> (abre em nova aba)</span>
              </a>
            </p>
          </div>
          <div className="field">
            <label htmlFor="den-categoria">Categoria</label>
            <select
              id="den-categoria"
              required
              {...descrito('categoria', [])}
              value={categoria}
              onChange={(e) => {
                edit('categoria');
                setCategoria(e.target.value);
              }}
            >
              <option value="">Selecione...</option>
              <OpcoesDeCategoria />
            </select>
            {motivo('categoria')}
          </div>
          <div className="field">
            <label htmlFor="den-descricao">Descrição</label>
            <textarea
              id="den-descricao"
              required
              rows={8}
              maxLength={DENUNCIA_MAX_LENGTH}
              {...descrito('descricao', ['den-descricao-dica', 'den-descricao-contador'])}
              value={descricao}
              onChange={(e) => {
                edit('descricao');
                setDescricao(e.target.value);
              }}
            />
            {motivo('descricao')}
            <div className="ouv-descricao-rodape">
              <p id="den-descricao-dica" className="hint">
                Conte o que aconteceu, onde e quando. Até{' '}
                {DENUNCIA_MAX_LENGTH.toLocaleString('pt-BR')} caracteres.
              </p>
              <CharCounter
                id="den-descricao-contador"
                length={descricao.length}
                max={DENUNCIA_MAX_LENGTH}
              />
            </div>
          </div>
          <fieldset
            id="den-papeis"
            className="ouv-papeis"
            tabIndex={-1}
            aria-describedby={
              semLeitor || erro?.campo === 'papeis'
                ? 'den-papeis-erro den-papeis-dica'
                : 'den-papeis-dica'
            }
          >
            <legend>Quem não deve ler esta denúncia (opcional)</legend>
            {PAPEIS_EXCLUIVEIS.map((papel) => {
              const marcado = excluir.includes(papel);
              // at least one staff role must remain able to read it
              const ultimo = !marcado && excluir.length === PAPEIS_EXCLUIVEIS.length - 1;
              return (
                <label key={papel}>
                  <input
                    type="checkbox"
                    checked={marcado}
                    disabled={ultimo}
                    onChange={(e) => toggleExcluir(papel, e.target.checked)}
                  />
                  {ROLE_LABELS[papel]}
                </label>
              );
            })}
            <p id="den-papeis-dica" className="hint">
              Por exemplo, se o relato envolve o RH. Ao menos uma equipe precisa poder ler.
            </p>
            <div aria-live="polite">
              {(semLeitor ?? (erro?.campo === 'papeis' ? erro.texto : null)) && (
                <p id="den-papeis-erro" className="ouv-erro">
                  {semLeitor ?? erro?.texto}
                </p>
              )}
            </div>
          </fieldset>
          <AnexosField key={rodada} id="den-anexos" onChange={setArquivos} />
          <button type="submit" className="btn btn--primary btn--block" disabled={enviar.isPending}>
            {enviar.isPending ? 'Enviando...' : 'Enviar'}
          </button>
        </form>
        <PerguntaDeSaida saida={saida} {...SAIR_SEM_RECIBO} returnFocus={notices} />
        <AnonymityNotice />
      </div>
    </section>
  );
}

function CabecalhoDaOuvidoria() {
  return (
    <header className="ouv-head">
      <p className="ouv-eyebrow">Ouvidoria</p>
      <h1>Fale com a gente!</h1>
      <p className="muted">
        Canal para sugestões, críticas e denúncias. Os relatos são lidos pelas equipes de
        Compliance, RH e Administração e tratados com sigilo.
      </p>
    </header>
  );
}

/** The Ouvidoria's form before its code has run (web/lib/casca.tsx): what the channel is. */
export function CascaDaOuvidoria() {
  return (
    <PaginaCarregando classe="ouv-page">
      <CabecalhoDaOuvidoria />
    </PaginaCarregando>
  );
}
