import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../../common/paths';
import { can } from '../../../../common/roles';
import { ROTULOS_DOS_AVISOS, type TipoDeAviso } from '../../../../common/avisos';
import type { MeusDados as Dados } from '../../../../common/schemas/dados-pessoais';
import { ROTULOS_DOS_GRUPOS } from '../../../../common/dados-pessoais';
import { useSession } from '../../../lib/session';
import { useMeusDados } from '../api/get-meus-dados';
import { baixarJson } from '../baixar';
import { MinhasSolicitacoes } from './MinhasSolicitacoes';
import '../privacidade.css';
import { dataHora } from '../../../lib/datas';

const quando = (iso: string | null) => (iso ? dataHora(iso) : '—');
const tamanho = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
/** "1 mensagem", "3 mensagens". */
const contagem = (n: number, um: string, varios: string) => `${n} ${n === 1 ? um : varios}`;
const rotuloDoAviso = (tipo: string) => ROTULOS_DOS_AVISOS[tipo as TipoDeAviso] ?? tipo;

function Grupo({ id, children }: { id: keyof typeof ROTULOS_DOS_GRUPOS; children: ReactNode }) {
  return (
    <section className="card meus-dados__grupo" aria-labelledby={`grupo-${id}`}>
      <h2 id={`grupo-${id}`}>{ROTULOS_DOS_GRUPOS[id]}</h2>
      {children}
    </section>
  );
}

function Vazio({ children }: { children: ReactNode }) {
  return <p className="muted">{children}</p>;
}

function Conta({ c }: { c: Dados['conta'] }) {
  const role = useSession()?.user.role;
  // a role that cannot turn it on is not told it is off
  const segundoFator = c.verificacao_em_duas_etapas || can(role, 'segundoFator');
  return (
    <Grupo id="conta">
      <dl className="meus-dados__campos">
        <dt>Nome</dt>
        <dd>{c.nome}</dd>
        <dt>Login</dt>
        <dd>{c.login}</dd>
        <dt>E-mail</dt>
        <dd>{c.email ?? 'não informado'}</dd>
        <dt>Papel</dt>
        <dd>{c.papel}</dd>
        <dt>Situação</dt>
        <dd>{c.situacao}</dd>
        <dt>Conta criada em</dt>
        <dd>{quando(c.criada_em)}</dd>
        {segundoFator && (
          <>
            <dt>Verificação em duas etapas</dt>
            <dd>
              {c.verificacao_em_duas_etapas
                ? `ativada (${contagem(c.codigos_de_recuperacao_restantes, 'código de recuperação restante', 'códigos de recuperação restantes')})`
                : 'desativada'}
            </dd>
          </>
        )}
      </dl>
    </Grupo>
  );
}

function Aparelhos({ a }: { a: Dados['aparelhos'] }) {
  return (
    <Grupo id="aparelhos">
      <ul className="meus-dados__lista">
        {a.sessoes.map((s, i) => (
          <li key={i}>
            <strong>{s.aparelho}</strong> — conectado em {quando(s.criado_em)}, último uso em{' '}
            {quando(s.ultimo_uso_em)}
          </li>
        ))}
      </ul>
      {a.passkeys.length > 0 && (
        <>
          <h3>Chaves de acesso</h3>
          <ul className="meus-dados__lista">
            {a.passkeys.map((p, i) => (
              <li key={i}>
                <strong>{p.nome}</strong> — adicionada em {quando(p.criado_em)}
                {p.ultimo_uso_em
                  ? `, último uso em ${quando(p.ultimo_uso_em)}`
                  : ', ainda não usada'}
              </li>
            ))}
          </ul>
        </>
      )}
    </Grupo>
  );
}

function Avisos({ a }: { a: Dados['avisos'] }) {
  return (
    <Grupo id="avisos">
      <h3>Notificações no aparelho</h3>
      {a.inscricoes_push.length ? (
        <ul className="meus-dados__lista">
          {a.inscricoes_push.map((i, n) => (
            <li key={n}>
              <strong>{i.aparelho}</strong> — desde {quando(i.criado_em)}, pelo serviço {i.servico}
            </li>
          ))}
        </ul>
      ) : (
        <Vazio>Nenhum aparelho inscrito.</Vazio>
      )}
      <h3>Avisos desligados</h3>
      {a.desligados.length ? (
        <ul className="meus-dados__lista">
          {a.desligados.map((d) => (
            <li key={`${d.canal}:${d.tipo}`}>
              {rotuloDoAviso(d.tipo)} ({d.canal === 'email' ? 'e-mail' : 'no aparelho'})
            </li>
          ))}
        </ul>
      ) : (
        <Vazio>Nenhum: você recebe todos os avisos do seu papel.</Vazio>
      )}
      <h3>Avisos enviados por e-mail</h3>
      {a.emails.length ? (
        <ul className="meus-dados__lista">
          {a.emails.map((e, n) => (
            <li key={n}>
              {e.assunto} — {e.enviado_em ? `enviado em ${quando(e.enviado_em)}` : 'não enviado'}
            </li>
          ))}
        </ul>
      ) : (
        <Vazio>Nenhum e-mail enviado.</Vazio>
      )}
    </Grupo>
  );
}

function Atendimentos({ a }: { a: Dados['atendimentos'] }) {
  const s = a.como_suporte;
  const trabalhou =
    s.atendimentos_sob_sua_responsabilidade + s.mensagens_escritas + s.notas_internas_escritas > 0;
  return (
    <Grupo id="atendimentos">
      {a.seus.length === 0 && <Vazio>Você não abriu nenhum atendimento.</Vazio>}
      {a.seus.map((t) => (
        <article key={t.id} className="meus-dados__atendimento">
          <h3>
            Atendimento #{t.id} — {t.status === 'aberto' ? 'aberto' : 'encerrado'}
          </h3>
          <p className="muted">
            Aberto em {quando(t.criado_em)}
            {t.fechado_em && `, encerrado em ${quando(t.fechado_em)}`}
          </p>
          <details>
            <summary>{contagem(t.mensagens.length, 'mensagem', 'mensagens')}</summary>
            <ol className="meus-dados__lista">
              {t.mensagens.map((m, n) => (
                <li key={n}>
                  <span className="muted">
                    {m.de === 'você' ? 'Você' : 'Suporte'}, {quando(m.enviado_em)}:
                  </span>{' '}
                  {m.texto}
                </li>
              ))}
            </ol>
          </details>
          {t.arquivos.length > 0 && (
            <ul className="meus-dados__lista">
              {t.arquivos.map((f, n) => (
                <li key={n}>
                  <a href={f.link} target="_blank" rel="noopener noreferrer">
                    {f.nome}
                  </a>{' '}
                  <span className="muted">
                    ({tamanho(f.tamanho)}, {quando(f.enviado_em)})
                  </span>
                </li>
              ))}
            </ul>
          )}
          {t.avaliacao && (
            <p>
              Sua avaliação: {t.avaliacao.nota} de 5
              {t.avaliacao.comentario && ` — “${t.avaliacao.comentario}”`}
            </p>
          )}
        </article>
      ))}
      {trabalhou && (
        <p>
          Como equipe do suporte:{' '}
          {contagem(
            s.atendimentos_sob_sua_responsabilidade,
            'atendimento sob sua responsabilidade',
            'atendimentos sob sua responsabilidade',
          )}
          , {contagem(s.mensagens_escritas, 'mensagem escrita', 'mensagens escritas')} e{' '}
          {contagem(s.notas_internas_escritas, 'nota interna escrita', 'notas internas escritas')}.
          Esses atendimentos são dados de outras pessoas e não entram aqui.
        </p>
      )}
    </Grupo>
  );
}

function Treinamentos({ t }: { t: Dados['treinamentos'] }) {
  return (
    <Grupo id="treinamentos">
      {t.presencas.length === 0 ? (
        <Vazio>Nenhuma presença em treinamento registrada.</Vazio>
      ) : (
        <ul className="meus-dados__lista">
          {t.presencas.map((p, n) => (
            <li key={n}>
              {p.titulo}{' '}
              <span className="muted">
                ({p.tema}, {p.data.split('-').reverse().join('/')}; registrada por {p.forma} em{' '}
                {quando(p.registrada_em)})
              </span>
            </li>
          ))}
        </ul>
      )}
    </Grupo>
  );
}

function Auditoria({ a }: { a: Dados['auditoria'] }) {
  return (
    <Grupo id="auditoria">
      {a.acoes.length === 0 ? (
        <Vazio>Nenhuma ação sua foi registrada.</Vazio>
      ) : (
        <details>
          <summary>{contagem(a.acoes.length, 'ação', 'ações')}</summary>
          <ol className="meus-dados__lista">
            {a.acoes.map((e, n) => (
              <li key={n}>
                <span className="muted">{quando(e.data_hora)}:</span> {e.detalhes}
              </li>
            ))}
          </ol>
        </details>
      )}
      {a.acoes_em_casos_restritos > 0 && (
        <p className="muted">
          Mais {a.acoes_em_casos_restritos} ações em casos da Ouvidoria que você não pode mais ler
          são guardadas, mas não mostradas.
        </p>
      )}
    </Grupo>
  );
}

function Comunicados({ c }: { c: Dados['comunicados'] }) {
  return (
    <Grupo id="comunicados">
      {c.recebidos.length === 0 ? (
        <Vazio>Nenhum comunicado recebido.</Vazio>
      ) : (
        <ol className="meus-dados__lista">
          {c.recebidos.map((r, n) => (
            <li key={n}>
              <strong>{r.titulo}</strong>{' '}
              <span className="muted">
                ({quando(r.recebido_em)}
                {r.ciente_em ? `; lido em ${quando(r.ciente_em)}` : '; ainda não lido'})
              </span>
              <p className="meus-dados__texto">{r.texto}</p>
            </li>
          ))}
        </ol>
      )}
    </Grupo>
  );
}

function Conduta({ c }: { c: Dados['conduta'] }) {
  return (
    <Grupo id="conduta">
      {c.ciencias.length === 0 ? (
        <Vazio>Você ainda não declarou ciência de nenhuma versão do Código de Conduta.</Vazio>
      ) : (
        <ol className="meus-dados__lista">
          {c.ciencias.map((e) => (
            <li key={e.versao}>
              Versão {e.versao}, “{e.titulo}”: ciente em {quando(e.ciente_em)}
            </li>
          ))}
        </ol>
      )}
    </Grupo>
  );
}

export function CarregandoMeusDados() {
  return <p role="status">Carregando...</p>;
}

/**
 * "Meus dados" (docs/product/privacidade.md): what the portal holds about the person, grouped
 * as the server's registry groups it, and the file with all of it (LGPD art. 18 II and V).
 */
export function MeusDados() {
  const q = useMeusDados();
  if (q.isPending) return <CarregandoMeusDados />;
  if (q.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {q.error.message}
      </p>
    );
  }
  const d = q.data;
  return (
    <div className="meus-dados">
      <p>
        Tudo o que o portal guarda sobre você, como estava em {quando(d.gerado_em)}. O arquivo traz
        os mesmos dados, completos, em formato JSON, para guardar ou levar a outro serviço.
      </p>
      <p>
        <button type="button" className="btn btn--primary" onClick={() => baixarJson(d)}>
          Baixar meus dados
        </button>
      </p>
      <p>
        Para pedir uma correção, a eliminação de um dado ou outro direito da LGPD, use{' '}
        <a href="#grupo-solicitacoes">{ROTULOS_DOS_GRUPOS.solicitacoes}</a>, no fim desta página.
      </p>
      <Conta c={d.conta} />
      <Aparelhos a={d.aparelhos} />
      <Avisos a={d.avisos} />
      <Atendimentos a={d.atendimentos} />
      <Auditoria a={d.auditoria} />
      <Comunicados c={d.comunicados} />
      <MinhasSolicitacoes />
      <Treinamentos t={d.treinamentos} />
      <Conduta c={d.conduta} />
      <p>
        Para saber por quanto tempo cada dado é guardado, veja o{' '}
        <Link to={paths.privacidade}>Aviso de privacidade</Link>.
      </p>
    </div>
  );
}
