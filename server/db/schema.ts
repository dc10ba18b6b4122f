/**
 * Table types shared by both dialects. Booleans are stored as integers (0/1) and timestamps
 * as ISO-8601 UTC strings on SQLite and `timestamptz` on PostgreSQL, read back as ISO strings,
 * so repositories see the same values on both databases.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DenunciaStatus } from '../../common/denuncias.js';
import type { Role, StaffRole } from '../../common/roles.js';
import type { Etapa, Prioridade } from '../../common/schemas/atendimentos.js';

export type Flag = 0 | 1;
export type Timestamp = string;

export interface UsuariosTable {
  id: Generated<number>;
  nome: string;
  login: string;
  /** lower-cased, trimmed login: the uniqueness key */
  login_normalizado: string;
  senha_hash: string;
  role: Role;
  status_usuario: 'ativo' | 'inativo';
  primeiro_login: Flag;
  /** bumped on every password change or reset; tokens carry it and older ones are refused */
  token_version: Generated<number>;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
  /** optional, lower-cased; staff with one receive e-mail notices */
  email: ColumnType<string | null, string | null | undefined, string | null>;
  /** the TOTP secret, encrypted (server/lib/cofre.ts); an enrolment in progress while mfa_ativo is 0 */
  mfa_segredo: ColumnType<string | null, string | null | undefined, string | null>;
  mfa_ativo: ColumnType<Flag, Flag | undefined, Flag>;
  /** the last 30-second TOTP step accepted: a code of that step or earlier is refused */
  mfa_ultimo_passo: ColumnType<number | null, number | null | undefined, number | null>;
  /**
   * The roles of those who set this account's access (created it, changed its role, reset its
   * password, changed its e-mail), as ",rh,": cases excluding one of them are not read through it
   * (server/core/ouvidoria-acesso.ts).
   */
  papeis_gestores: ColumnType<string, string | undefined, string>;
  /**
   * For each role of `papeis_gestores`, what its member did first to the account and when, as JSON
   * (server/core/ouvidoria-acesso.ts, `acessoDefinido`): shown in Gestão de Usuários.
   */
  acesso_definido: ColumnType<string, string | undefined, string>;
}

export interface CodigosRecuperacaoTable {
  id: Generated<number>;
  usuario_id: number;
  /** HMAC-SHA256 under a key derived from MFA_SECRET */
  codigo_hash: string;
  usado_em: Timestamp | null;
  criado_em: Timestamp;
}

export interface DesafiosLoginTable {
  /** SHA-256 of the challenge handed to the browser */
  desafio_hash: string;
  usuario_id: number;
  /** the user's token_version when the password was checked: a password change voids it */
  token_version: number;
  expira_em: Timestamp;
  usado_em: Timestamp | null;
}

/** A person's passkey (WebAuthn credential; migration 0045, server/core/passkeys.ts). */
export interface PasskeysTable {
  id: Generated<number>;
  usuario_id: number;
  /** the credential's id as the browser gives it (base64url) */
  credencial_id: string;
  /** the credential's COSE public key, base64url */
  chave_publica: string;
  /** the authenticator's signature counter (0 for most passkeys, which keep none) */
  contador: ColumnType<number, number | undefined, number>;
  /** JSON array of the transports the browser named ("internal", "hybrid"…), or null */
  transportes: string | null;
  /** a readable name such as "Chrome no Android" */
  nome: string;
  criado_em: Timestamp;
  ultimo_uso_em: Timestamp | null;
}

/** A WebAuthn challenge handed to a browser (migration 0045): hashed, 5 minutes, one use. */
export interface DesafiosPasskeyTable {
  desafio_hash: string;
  tipo: 'registro' | 'login';
  /** the signed-in person who asked to register; null for a sign-in */
  usuario_id: number | null;
  expira_em: Timestamp;
  usado_em: Timestamp | null;
}

/** A signed-in device (migration 0022): its row is the session; deleting it ends it. */
export interface SessoesTable {
  /** 128 random bits, base64url: the token's `sid` */
  id: string;
  usuario_id: number;
  /** a readable name such as "Chrome no Android" (server/core/sessoes.ts) */
  aparelho: string;
  criado_em: Timestamp;
  /** moved at most every few minutes (server/core/sessoes.ts, USO_INTERVALO_MS) */
  ultimo_uso_em: Timestamp;
  /** the city a trusted proxy named at sign-in (CIDADE_HEADER), never the address; migration 0034 */
  cidade: string | null;
}

export interface MfaObrigatorioTable {
  papel: StaffRole;
}

export interface AuditLogTable {
  id: Generated<number>;
  data_hora: Timestamp;
  /** the acting user, kept as a copy: deleting a user keeps their entries */
  usuario_id: number | null;
  usuario_nome: string | null;
  login: string | null;
  acao: string;
  detalhes: string;
  /**
   * The chain (server/core/audit-cadeia.ts): the previous entry's hash ('' for the first) and this
   * entry's, an HMAC of its content with it. Null only on a row written behind the product's back.
   */
  hash_anterior: string | null;
  hash: string | null;
  /** on an entry about an Ouvidoria case, the case's excluded roles (server/core/ouvidoria-acesso.ts) */
  excluir_papeis: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The audit chain's one-row head: where the chain must end, sealed with the key. */
export interface AuditoriaCadeiaTable {
  /** always 1 */
  id: number;
  ultimo_id: number;
  ultimo_hash: string;
  quantidade: number;
  /** the identification of the key that sealed the chain */
  chave: string;
  selo: string;
  /** the hash the first remaining entry chains to: '' until retention cuts the start (migration 0030) */
  inicio_hash: ColumnType<string, string | undefined, string>;
  /** how many entries retention erased before it */
  cortados: ColumnType<number, number | undefined, number>;
}

export interface LoginThrottleTable {
  /** `login:<normalized login>` or `ip:<address>` */
  chave: string;
  falhas: number;
  janela_inicio: Timestamp;
  bloqueado_ate: Timestamp | null;
}

export interface ContatoMensagensTable {
  id: Generated<number>;
  nome: string;
  email: string;
  telefone: string | null;
  assunto: string;
  mensagem: string;
  lida: Flag;
  criado_em: Timestamp;
}

export interface DenunciasTable {
  id: Generated<number>;
  nome: string | null;
  categoria: string;
  descricao: string;
  anonimato: Flag;
  criado_em: Timestamp;
  /** null for reports filed before cases could be followed */
  protocolo: string | null;
  chave_hash: string | null;
  status: ColumnType<DenunciaStatus, DenunciaStatus | undefined, DenunciaStatus>;
  responsavel_id: number | null;
  /** staff roles that must not read the case, as ",rh,compliance,"; '' when none */
  excluir_papeis: ColumnType<string, string | undefined, string>;
  /** first message from the Ouvidoria to the reporter (the 7-day clock) */
  confirmada_em: Timestamp | null;
  /** concluded or archived (the 90-day clock) */
  encerrada_em: Timestamp | null;
}

export interface DenunciaMensagensTable {
  /** random (server/lib/ids.ts), never from a sequence */
  id: number;
  denuncia_id: number;
  autor: 'denunciante' | 'ouvidoria';
  autor_id: number | null;
  texto: string;
  enviado_em: Timestamp;
  /** the reporter's own count of their entries in the case; 0 for the staff's */
  ordem: ColumnType<number, number | undefined, number>;
}

export interface DenunciaNotasTable {
  id: Generated<number>;
  denuncia_id: number;
  autor_id: number | null;
  autor_nome: string;
  texto: string;
  criado_em: Timestamp;
}

export interface DenunciaHistoricoTable {
  /** random (server/lib/ids.ts), never from a sequence */
  id: number;
  denuncia_id: number;
  acao: string;
  autor_nome: string | null;
  em: Timestamp;
  /** the reporter's own count of their entries in the case; 0 for the staff's */
  ordem: ColumnType<number, number | undefined, number>;
}

export interface DenunciaAnexosTable {
  /** random (server/lib/ids.ts), never from a sequence */
  id: number;
  denuncia_id: number;
  autor: 'denunciante' | 'ouvidoria';
  nome_original: string;
  nome_armazenado: string;
  content_type: string;
  tamanho: number;
  enviado_em: Timestamp;
  /** the reporter's own count of their entries in the case; 0 for the staff's */
  ordem: ColumnType<number, number | undefined, number>;
}

export interface LimitesAnonimosTable {
  /** an HMAC of the limit and the address under the window's own key */
  chave: string;
  /** the window's start divided by its length */
  janela: number;
  contagem: number;
}

export interface AtendimentosTable {
  id: Generated<number>;
  usuario_id: number | null;
  /** copy of the owner's name when the ticket was opened, shown if the user is deleted */
  usuario_nome: string;
  status: 'aberto' | 'fechado';
  criado_em: Timestamp;
  fechado_em: Timestamp | null;
  prioridade: ColumnType<Prioridade, Prioridade | undefined, Prioridade>;
  etapa: ColumnType<Etapa, Etapa | undefined, Etapa>;
  responsavel_id: number | null;
  /** The clocks' facts and derived figures (server/core/situacao-sla.ts, which alone reads the due
   * times); null only until the server computes them for a ticket opened before the help desk. */
  inicio_contagem: Timestamp | null;
  primeira_resposta_ate: Timestamp | null;
  primeira_resposta_em: Timestamp | null;
  primeira_resposta_minutos: number | null;
  resolucao_ate: Timestamp | null;
  resolvido_em: Timestamp | null;
  resolucao_minutos: number | null;
  pausado_em: Timestamp | null;
  pausa_minutos: ColumnType<number, number | undefined, number>;
  prazo: Timestamp | null;
  risco_em: Timestamp | null;
  /** the risk time whose e-mail notice went out */
  risco_avisado_em: ColumnType<string | null, string | null | undefined, string | null>;
  /** the newest message the owner has been shown (migration 0010); null: none yet */
  lido_ate_colaborador: number | null;
  /** when the owner closed it before any staff answer (migration 0019): neither answered nor resolved */
  encerrado_sem_resposta_em: ColumnType<string | null, string | null | undefined, string | null>;
  /** `usuario_nome` folded (common/text.ts) for the panel's filter (migration 0021) */
  usuario_nome_busca: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ArquivosArmazenadosTable {
  /** the stored name: 32 random hex characters and our extension */
  nome: string;
  content_type: string;
  tamanho: number;
  conteudo: Buffer;
  criado_em: Timestamp;
}

export interface AvisosEmailTable {
  id: Generated<number>;
  tipo: string;
  /** the account written to; null for a visitor's privacy request (`solicitacao_id`) */
  usuario_id: number | null;
  /** a visitor's privacy request whose answer this is (migration 0024) */
  solicitacao_id: ColumnType<number | null, number | null | undefined, number | null>;
  assunto: string;
  texto: string;
  criado_em: Timestamp;
  tentativas: ColumnType<number, number | undefined, number>;
  proxima_tentativa_em: Timestamp;
  reservado_ate: Timestamp | null;
  enviado_em: Timestamp | null;
  desistido_em: Timestamp | null;
}

/** The outbox columns the generic sender works on (server/core/expedidor.ts). */
interface ColunasDeSaida {
  id: Generated<number>;
  criado_em: Timestamp;
  tentativas: ColumnType<number, number | undefined, number>;
  proxima_tentativa_em: Timestamp;
  reservado_ate: Timestamp | null;
  enviado_em: Timestamp | null;
  desistido_em: Timestamp | null;
}

/** A browser's push subscription (migration 0023). */
export interface PushInscricoesTable {
  id: Generated<number>;
  usuario_id: number;
  /** the session it was made in: ending the session removes it */
  sessao_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  aparelho: string;
  criado_em: Timestamp;
  /**
   * last subscribed again or delivered to: a person's eleventh replaces the least recent (0031);
   * a row written without it counts from its creation
   */
  usado_em: ColumnType<Timestamp | null, Timestamp | undefined, Timestamp>;
}

/** A push notice to one subscription (server/features/avisos/push.ts). */
export interface AvisosPushTable extends ColunasDeSaida {
  inscricao_id: number;
  tipo: string;
  /** the collapse key: notices with the same one replace each other */
  topico: string;
  url: string;
}

export interface AvisosDesligadosTable {
  usuario_id: number;
  canal: 'push' | 'email';
  tipo: string;
}

export interface AtendimentoNotasTable {
  id: Generated<number>;
  atendimento_id: number;
  autor_id: number | null;
  autor_nome: string;
  texto: string;
  criado_em: Timestamp;
}

export interface RespostasProntasTable {
  id: Generated<number>;
  titulo: string;
  texto: string;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface MensagensTable {
  id: Generated<number>;
  atendimento_id: number;
  autor_id: number | null;
  remetente: 'usuario' | 'suporte';
  tipo: 'text' | 'arquivo';
  mensagem: string;
  enviado_em: Timestamp;
  /** a photo's thumbnail, a stored file name (migration 0010) */
  miniatura: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ArquivosTable {
  id: Generated<number>;
  atendimento_id: number;
  nome_original: string;
  nome_armazenado: string;
  content_type: string;
  tamanho: number;
  criado_em: Timestamp;
}

export interface AvaliacoesTable {
  id: Generated<number>;
  atendimento_id: number;
  nota: number;
  comentario: string | null;
  criado_em: Timestamp;
}

/** What the live streams are told (server/core/fim-da-escrita.ts), in commit order. */
export interface EventosTable {
  id: Generated<number>;
  tipo: string;
  usuario_id: number | null;
  permissao: string | null;
  /** JSON */
  dados: string;
  criado_em: Timestamp;
  /** staff roles that must not hear it, as ",rh,compliance,"; '' when none */
  excluir_papeis: ColumnType<string, string | undefined, string>;
}

export interface OuvidoriaHorasAnunciadasTable {
  hora: Timestamp;
}

/** The answer a write gave to a user's Idempotency-Key (server/core/idempotencia.ts), 24 h. */
export interface IdempotenciaTable {
  id: Generated<number>;
  usuario_id: number;
  chave: string;
  metodo: string;
  rota: string;
  /** SHA-256 (hex) of the request's content */
  digest: string;
  status: number;
  /** the answer's body, JSON */
  resposta: string;
  criado_em: Timestamp;
}

/** A server using the database, seen every few seconds (server/core/instancias.ts). */
export interface InstanciasTable {
  id: string;
  maquina: string;
  pid: number;
  iniciada_em: Timestamp;
  vista_em: Timestamp;
}

/** The days the retention job ran (migration 0029, server/core/retencao.ts). */
export interface RetencaoExecucoesTable {
  dia: string;
  iniciada_em: Timestamp;
}

/** The last success of an operator's job, by name (migration 0038; server/operacao/marcos.ts). */
export interface MarcosDeOperacaoTable {
  nome: 'backup';
  sucesso_em: Timestamp;
}

/** A security incident in the register (migration 0026; docs/product/incidentes.md). */
export interface IncidentesTable {
  id: Generated<number>;
  descricao: string;
  ocorrido_em: Timestamp;
  ciencia_em: Timestamp;
  dados_afetados: string;
  titulares_estimados: number;
  medidas: string;
  /** the local date (AAAA-MM-DD) the ANPD must be told by */
  prazo_comunicacao: string;
  comunicado_anpd_em: Timestamp | null;
  autor_id: number | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** A notice the company addresses to people on the portal (server/core/comunicados.ts). */
export interface ComunicadosTable {
  id: Generated<number>;
  /** the feature that wrote it ('incidente') */
  origem: string;
  origem_id: number | null;
  titulo: string;
  texto: string;
  autor_id: number | null;
  criado_em: Timestamp;
}

/** One person a notice is addressed to; `ciente_em` once they dismissed it. */
export interface ComunicadosDestinatariosTable {
  comunicado_id: number;
  usuario_id: number;
  ciente_em: Timestamp | null;
}

/** A privacy request (LGPD art. 18): of an account, or of a visitor (migration 0024). */
export interface SolicitacoesPrivacidadeTable {
  id: Generated<number>;
  usuario_id: number | null;
  protocolo: string | null;
  nome: string | null;
  email: string | null;
  tipo: string;
  texto: string;
  status: ColumnType<string, string | undefined, string>;
  resposta: string | null;
  criado_em: Timestamp;
  prazo: Timestamp;
  atualizado_em: Timestamp;
  respondida_em: Timestamp | null;
  /** migration 0033: a visitor's e-mail confirmation, a complement asked, the answer read */
  confirmacao_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmacao_expira_em: ColumnType<
    Timestamp | null,
    Timestamp | null | undefined,
    Timestamp | null
  >;
  confirmada_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
  complemento: ColumnType<string | null, string | null | undefined, string | null>;
  resposta_lida_em: ColumnType<Timestamp | null, Timestamp | null | undefined, Timestamp | null>;
}

/** A training (docs/product/treinamentos.md); `data` is its day in Brazil's time, "2026-11-26". */
export interface TreinamentosTable {
  id: Generated<number>;
  titulo: string;
  tema: string;
  data: string;
  carga_horaria_min: number;
  modalidade: string;
  codigo_presenca: string;
  criado_por: number | null;
  criado_em: Timestamp;
}

/** Who attended a training: `forma` codigo (typed by the person) or equipe (marked by staff). */
export interface TreinamentoParticipantesTable {
  treinamento_id: number;
  usuario_id: number;
  forma: 'codigo' | 'equipe';
  registrada_por: number | null;
  registrada_em: Timestamp;
}

/** The reminder before a training is due, claimed once per person and due date. */
export interface TreinamentoLembretesTable {
  usuario_id: number;
  vencimento: string;
  criado_em: Timestamp;
}

/** A published version of the Código de Conduta: never updated (migration 0027). */
/** The company's facts as the site shows them, one row (migration 0050). */
export interface SiteEmpresaTable {
  id: number;
  /** JSON of common/schemas/conteudo.ts `empresa` */
  dados: string;
  atualizado_em: Timestamp;
}

/** The About gallery and the Activities photo grids (docs/product/conteudo.md). */
export interface SiteGaleriaTable {
  id: Generated<number>;
  secao: string;
  grupo: string | null;
  tipo: string;
  titulo: string;
  texto_alternativo: string;
  ordem: number;
  visivel: Flag;
  /** JSON: common/schemas/conteudo.ts `imagemDoSite` */
  imagem: string;
  /** JSON `{mp4, webm}` of a video; null for a photo */
  video: string | null;
  /** JSON array of the stored files' names (site_midias) this item uses */
  arquivos: string;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** A picture sent for a news cover. */
export interface SiteImagensTable {
  id: Generated<number>;
  imagem: string;
  arquivos: string;
  criado_em: Timestamp;
}

/** The stored files the public site serves at /midia/{nome}; no other stored file is public. */
export interface SiteMidiasTable {
  nome: string;
  criado_em: Timestamp;
}

export interface SiteNoticiasTable {
  id: Generated<number>;
  slug: string;
  titulo: string;
  resumo: string;
  /** Markdown, rendered and sanitised when shown (server/features/conteudo/markdown.ts) */
  corpo: string;
  rascunho: Flag;
  capa: number | null;
  capa_alt: string;
  /** the first publication; kept when unpublished and published again */
  publicada_em: Timestamp | null;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

export interface SiteVagasTable {
  id: Generated<number>;
  titulo: string;
  local: string;
  tipo: string;
  descricao: string;
  requisitos: string;
  aberta: Flag;
  /** the last day it is public, YYYY-MM-DD in the company's time zone */
  encerra_em: string;
  criado_em: Timestamp;
  atualizado_em: Timestamp;
}

/** An application a candidate sent, with the CV's stored name (arquivos_armazenados). */
export interface CandidaturasTable {
  id: Generated<number>;
  vaga_id: number | null;
  /** the opening's title when it was sent, kept if the opening is removed */
  vaga_titulo: string | null;
  nome: string;
  email: string;
  telefone: string;
  mensagem: string;
  curriculo: string;
  curriculo_tipo: string;
  criado_em: Timestamp;
}

export interface CondutaVersoesTable {
  id: Generated<number>;
  versao: number;
  titulo: string;
  texto: string;
  /** server/features/conduta/impressao.ts */
  sha256: string;
  publicada_em: Timestamp;
  /** what changed since the version before, as the publisher put it (migration 0035) */
  resumo: string | null;
}

/** One person's "Li e estou ciente" of one version: append-only. */
export interface CondutaCienciasTable {
  id: Generated<number>;
  versao_id: number;
  usuario_id: number;
  ciente_em: Timestamp;
}

export interface Database {
  users: UsuariosTable;
  audit_log: AuditLogTable;
  auditoria_cadeia: AuditoriaCadeiaTable;
  login_throttle: LoginThrottleTable;
  contato_mensagens: ContatoMensagensTable;
  denuncias: DenunciasTable;
  denuncia_mensagens: DenunciaMensagensTable;
  denuncia_notas: DenunciaNotasTable;
  denuncia_historico: DenunciaHistoricoTable;
  denuncia_anexos: DenunciaAnexosTable;
  limites_anonimos: LimitesAnonimosTable;
  atendimentos: AtendimentosTable;
  mensagens: MensagensTable;
  arquivos: ArquivosTable;
  avaliacoes: AvaliacoesTable;
  atendimento_notas: AtendimentoNotasTable;
  respostas_prontas: RespostasProntasTable;
  eventos: EventosTable;
  avisos_email: AvisosEmailTable;
  push_inscricoes: PushInscricoesTable;
  avisos_push: AvisosPushTable;
  avisos_desligados: AvisosDesligadosTable;
  arquivos_armazenados: ArquivosArmazenadosTable;
  ouvidoria_horas_anunciadas: OuvidoriaHorasAnunciadasTable;
  idempotencia: IdempotenciaTable;
  codigos_recuperacao: CodigosRecuperacaoTable;
  desafios_login: DesafiosLoginTable;
  mfa_obrigatorio: MfaObrigatorioTable;
  sessoes: SessoesTable;
  passkeys: PasskeysTable;
  desafios_passkey: DesafiosPasskeyTable;
  instancias: InstanciasTable;
  retencao_execucoes: RetencaoExecucoesTable;
  marcos_de_operacao: MarcosDeOperacaoTable;
  incidentes: IncidentesTable;
  comunicados: ComunicadosTable;
  comunicados_destinatarios: ComunicadosDestinatariosTable;
  solicitacoes_privacidade: SolicitacoesPrivacidadeTable;
  treinamentos: TreinamentosTable;
  treinamento_participantes: TreinamentoParticipantesTable;
  treinamento_lembretes: TreinamentoLembretesTable;
  conduta_versoes: CondutaVersoesTable;
  conduta_ciencias: CondutaCienciasTable;
  site_empresa: SiteEmpresaTable;
  site_galeria: SiteGaleriaTable;
  site_imagens: SiteImagensTable;
  site_midias: SiteMidiasTable;
  site_noticias: SiteNoticiasTable;
  site_vagas: SiteVagasTable;
  candidaturas: CandidaturasTable;
}

export type UsuarioRow = Selectable<UsuariosTable>;
export type NewUsuario = Insertable<UsuariosTable>;
export type UsuarioUpdate = Updateable<UsuariosTable>;
