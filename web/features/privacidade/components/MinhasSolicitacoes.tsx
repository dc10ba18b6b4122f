import { useState, type FormEvent } from 'react';
import { ROTULOS_DOS_GRUPOS } from '../../../../common/dados-pessoais';
import {
  PRAZO_SOLICITACAO_DIAS,
  ROTULOS_DOS_STATUS,
  ROTULOS_DOS_TIPOS,
  SOLICITACAO_ERROS,
  type TipoDeSolicitacao,
} from '../../../../common/solicitacoes-privacidade';
import { useCriarSolicitacao } from '../api/criar-solicitacao';
import { useMinhasSolicitacoes } from '../api/get-minhas-solicitacoes';
import { CarregandoOuErro } from '../../../components/ui/CarregandoOuErro';
import { OpcoesDoTipo } from './OpcoesDoTipo';
import { TextoDoPedido } from './TextoDoPedido';
import { data } from '../../../lib/datas';

const dia = data;
const rotuloDoTipo = (tipo: string) => ROTULOS_DOS_TIPOS[tipo as TipoDeSolicitacao] ?? tipo;

/**
 * Meus dados, "Solicitações sobre seus dados" (docs/product/privacidade.md): ask for something
 * about one's data (LGPD art. 18) and follow each request, with its status and the answer.
 */
export function MinhasSolicitacoes() {
  const lista = useMinhasSolicitacoes();
  const criar = useCriarSolicitacao();
  const [tipo, setTipo] = useState<TipoDeSolicitacao | ''>('');
  const [texto, setTexto] = useState('');
  const [erro, setErro] = useState<{ campo: 'tipo' | 'texto' | null; mensagem: string } | null>(
    null,
  );
  const [enviada, setEnviada] = useState<{ id: number; prazo: string } | null>(null);

  const falta = (campo: 'tipo' | 'texto', mensagem: string) => {
    setErro({ campo, mensagem });
    document.getElementById(`minha-solicitacao-${campo}`)?.focus();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setEnviada(null);
    if (!tipo) return falta('tipo', SOLICITACAO_ERROS.tipo.invalido);
    if (!texto.trim()) return falta('texto', SOLICITACAO_ERROS.texto.invalido);
    setErro(null);
    criar.mutate(
      { tipo, texto },
      {
        onSuccess: (r) => {
          setEnviada(r);
          setTipo('');
          setTexto('');
        },
        onError: (err) => setErro({ campo: null, mensagem: err.message }),
      },
    );
  };
  const invalido = (campo: 'tipo') =>
    erro?.campo === campo
      ? { 'aria-invalid': true, 'aria-describedby': `minha-solicitacao-${campo}-erro` }
      : {};
  const mensagem = (campo: 'tipo' | 'texto') =>
    erro?.campo === campo && (
      <p id={`minha-solicitacao-${campo}-erro`} className="meus-dados__erro">
        {erro.mensagem}
      </p>
    );

  return (
    <section className="card meus-dados__grupo" aria-labelledby="grupo-solicitacoes">
      <h2 id="grupo-solicitacoes">{ROTULOS_DOS_GRUPOS.solicitacoes}</h2>
      <p>
        Peça para confirmar, corrigir, anonimizar, eliminar, levar seus dados ou saber com quem são
        compartilhados (LGPD art. 18). A resposta vem aqui, em até {PRAZO_SOLICITACAO_DIAS} dias.
      </p>
      <form className="form meus-dados__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="minha-solicitacao-tipo">O que você pede</label>
          <select
            id="minha-solicitacao-tipo"
            value={tipo}
            onChange={(e) => setTipo(e.target.value as TipoDeSolicitacao | '')}
            {...invalido('tipo')}
          >
            <OpcoesDoTipo />
          </select>
          {mensagem('tipo')}
        </div>
        <div className="field">
          <label htmlFor="minha-solicitacao-texto">Descreva o pedido</label>
          <TextoDoPedido
            id="minha-solicitacao-texto"
            rows={4}
            value={texto}
            onChange={setTexto}
            {...(erro?.campo === 'texto' ? { erroId: 'minha-solicitacao-texto-erro' } : {})}
          />
          {mensagem('texto')}
        </div>
        {erro?.campo === null && (
          <p className="alert alert--error" role="alert">
            {erro.mensagem}
          </p>
        )}
        {enviada && (
          <p className="alert alert--success" role="status">
            Solicitação enviada. Responderemos até {dia(enviada.prazo)}.
          </p>
        )}
        <p>
          <button type="submit" className="btn btn--primary" disabled={criar.isPending}>
            {criar.isPending ? 'Enviando...' : 'Enviar solicitação'}
          </button>
        </p>
      </form>
      <h3>Suas solicitações</h3>
      <CarregandoOuErro consulta={lista} />
      {lista.data?.length === 0 && <p className="muted">Você ainda não fez nenhuma solicitação.</p>}
      {lista.data && lista.data.length > 0 && (
        <ul className="meus-dados__solicitacoes">
          {lista.data.map((s) => (
            <li key={s.id} className="meus-dados__atendimento">
              <h4>
                {rotuloDoTipo(s.tipo)} — {ROTULOS_DOS_STATUS[s.status]}
              </h4>
              <p className="muted">
                Enviada em {dia(s.criado_em)}
                {s.respondida_em
                  ? `, respondida em ${dia(s.respondida_em)}`
                  : `; resposta até ${dia(s.prazo)}`}
              </p>
              <p className="meus-dados__texto">{s.texto}</p>
              {s.complemento && !s.resposta && (
                <div className="meus-dados__resposta">
                  <strong>Pedimos mais informações:</strong>
                  <p className="meus-dados__texto">{s.complemento}</p>
                  <p className="hint">
                    Responda ao encarregado, pelo e-mail indicado no Aviso de privacidade, citando a
                    solicitação #{s.id}.
                  </p>
                </div>
              )}
              {s.resposta && (
                <div className="meus-dados__resposta">
                  <strong>Resposta:</strong>
                  <p className="meus-dados__texto">{s.resposta}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
