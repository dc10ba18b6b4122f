/**
 * Operator command line, for the day the only admin is locked out:
 *   npm run cli -- listar-usuarios
 *   npm run cli -- criar-usuario --login maria --nome "Maria Souza" --role admin [--senha ...]
 *   npm run cli -- redefinir-senha --login admin [--senha ...]
 *   npm run cli -- redefinir-2fa --login admin
 *   npm run cli -- backup --arquivo portal.ndjson.gz
 *   npm run cli -- restaurar --arquivo portal.ndjson.gz [--substituir] [--forcar]
 *   npm run cli -- migrar-banco --de sqlite:data/portal.db --para postgres://…
 *   npm run cli -- verificar-auditoria
 *   npm run cli -- aplicar-retencao
 * Uses the same configuration (DATA_DIR, DATABASE_URL) as the server (docs/product/operacao.md).
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type Config } from './config.js';
import { migrate, openDatabase } from './db/index.js';
import {
  ErroDeOperacao,
  escreverArquivo,
  gravar,
  ler,
  lerArquivo,
  ultimaMigracao,
} from './operacao/backup.js';
import { registrarSucesso } from './operacao/marcos.js';
import { hashPassword } from './lib/password-hashing.js';
import { isRole, ROLES } from '../common/roles.js';
import { cadastrarBody } from '../common/schemas/conta.js';
import { findUsuarioByLogin, setPassword } from './core/accounts.js';
import { removerPasskeys } from './core/passkeys.js';
import { concluir } from './core/fim-da-escrita.js';
import { updateUser } from './features/usuarios/repository.js';
import { aplicarRetencao, descreverRetencao } from './core/retencao.js';
import { registroDeDadosPessoais } from './dados-pessoais.js';
import { anonimizada, createUser } from './features/usuarios/service.js';
import { POLICY_MESSAGES } from '../common/permissions/usuarios.js';
import { clearFailures, loginKey } from './features/conta/throttle.js';
import { redefinirSegundoFator } from './features/conta/redefinir-2fa.js';
import { AUDIT_ACTIONS } from '../common/auditoria.js';
import { verificarAuditoria } from './features/auditoria/verificacao.js';
import { ChaveDaAuditoriaAusente, resolverChaveDaAuditoria } from './lib/auditoria-chave.js';

const USAGE = `Uso: npm run cli -- <comando> [opções]
  listar-usuarios
  criar-usuario --login <login> --nome <nome> --role <${ROLES.join('|')}> [--senha <senha>]
  redefinir-senha --login <login> [--senha <senha>]
  redefinir-2fa --login <login>   (desliga a verificação em duas etapas: celular perdido)
  aplicar-retencao              (apaga agora o que passou do prazo de guarda, de cada tipo de dado, a Ouvidoria com OUVIDORIA_RETENCAO_DIAS; auditado com as contagens)
  backup --arquivo <caminho>    (banco e arquivos, consistente com o servidor rodando)
  restaurar --arquivo <caminho> [--substituir] [--forcar]   (com o servidor parado; recusa um banco em uso, salvo --forcar)
  migrar-banco --de <sqlite:caminho | postgres://…> --para <sqlite:caminho | postgres://…> [--substituir] [--forcar]
  verificar-auditoria           (confere a cadeia da auditoria e aponta o primeiro registro alterado, inserido ou removido)
Sem --senha, uma senha temporária é gerada e mostrada. O usuário deverá trocá-la no primeiro acesso.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      login: { type: 'string' },
      nome: { type: 'string' },
      role: { type: 'string' },
      senha: { type: 'string' },
      arquivo: { type: 'string' },
      substituir: { type: 'boolean' },
      forcar: { type: 'boolean' },
      de: { type: 'string' },
      para: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (command === 'migrar-banco') {
    return migrarBanco(values.de, values.para, !!values.substituir, !!values.forcar, config);
  }
  const handle = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    chaveAuditoria: config.auditoriaChave,
  });
  const db = handle.db;
  try {
    await migrate(handle);
    const senha = values.senha ?? crypto.randomBytes(9).toString('base64url');
    switch (command) {
      case 'aplicar-retencao': {
        const r = await aplicarRetencao({ dbHandle: handle, config }, registroDeDadosPessoais());
        console.log(descreverRetencao(r));
        break;
      }
      case 'listar-usuarios': {
        const users = await db
          .selectFrom('users')
          .select(['id', 'login', 'nome', 'role', 'status_usuario', 'primeiro_login'])
          .orderBy('id')
          .execute();
        console.table(users);
        break;
      }
      case 'criar-usuario': {
        if (!values.role || !isRole(values.role))
          fail(`--role deve ser um de: ${ROLES.join(', ')}`);
        const parsed = cadastrarBody.safeParse({
          nome: values.nome,
          login: values.login,
          senha,
          role: values.role,
        });
        if (!parsed.success) fail(parsed.error.issues[0]!.message);
        const user = await createUser(handle, null, parsed.data);
        console.log(`Usuário ${user.login} criado (id ${user.id}). Senha temporária: ${senha}`);
        break;
      }
      case 'redefinir-senha': {
        if (!values.login) fail('Informe --login.');
        const user = await findUsuarioByLogin(db, values.login);
        if (!user) fail(`Usuário "${values.login}" não encontrado.`);
        if (anonimizada(user)) fail(POLICY_MESSAGES.anonimizada);
        if (senha.length < 8) fail('A senha deve ter pelo menos 8 caracteres.');
        const hash = await hashPassword(senha);
        await db.transaction().execute(async (trx) => {
          await setPassword(trx, user.id, hash, true);
          await removerPasskeys(trx, user.id);
          await updateUser(trx, user.id, { status_usuario: 'ativo' });
          await clearFailures(trx, loginKey(user.login_normalizado));
          await concluir(trx, handle, {
            auditoria: [
              {
                actor: null,
                login: user.login,
                acao: AUDIT_ACTIONS.senhaRedefinida,
                detalhes: `Senha de ${user.nome} (${user.login}) redefinida pela linha de comando; conta ativada`,
              },
            ],
          });
        });
        console.log(`Senha de ${user.login} redefinida. Senha temporária: ${senha}`);
        break;
      }
      case 'redefinir-2fa': {
        if (!values.login) fail('Informe --login.');
        const user = await findUsuarioByLogin(db, values.login);
        if (!user) fail(`Usuário "${values.login}" não encontrado.`);
        await redefinirSegundoFator(handle, user);
        console.log(
          `Verificação em duas etapas de ${user.login} desligada. Se o perfil a exigir, será pedida no próximo acesso.`,
        );
        break;
      }
      case 'backup': {
        if (!values.arquivo) fail('Informe --arquivo.');
        const linhas = await escreverArquivo(ler(handle), path.resolve(values.arquivo));
        // read by the metric, and so by the "no backup for 26 h" alert (deploy/prometheus/)
        await registrarSucesso(db, 'backup');
        console.log(`Backup gravado em ${values.arquivo}: ${linhas} linhas (arquivos incluídos).`);
        break;
      }
      case 'restaurar': {
        if (!values.arquivo) fail('Informe --arquivo.');
        const r = await gravar(handle, lerArquivo(path.resolve(values.arquivo)), {
          substituir: !!values.substituir,
          forcar: !!values.forcar,
          migracaoAtual: await ultimaMigracao(db),
        });
        console.log(`Restaurado: ${r.linhas} linhas em ${r.tabelas} tabelas.`);
        break;
      }
      case 'verificar-auditoria': {
        const v = await verificarAuditoria(handle);
        if (!v.integra) fail(v.mensagem);
        console.log(v.mensagem);
        break;
      }
      default:
        fail(`Comando desconhecido: ${command}\n${USAGE}`);
    }
  } finally {
    await handle.close();
  }
}

/**
 * `sqlite:<file>` or `postgres://…`: the database it names, migrated. The audit key is the
 * configured one (AUDITORIA_CHAVE or DATA_DIR's): the chain moves as it is, under the same key.
 */
async function abrir(spec: string | undefined, opcao: string, config: Config) {
  const chaveAuditoria = chaveConfigurada(config);
  if (!spec) fail(`Informe ${opcao} (sqlite:<arquivo> ou postgres://…).`);
  let handle;
  if (/^postgres(ql)?:\/\//.test(spec)) {
    handle = openDatabase({ dataDir: config.dataDir, databaseUrl: spec, chaveAuditoria });
  } else if (spec.startsWith('sqlite:')) {
    const file = path.resolve(spec.slice('sqlite:'.length));
    handle = openDatabase({
      dataDir: path.dirname(file),
      sqliteFile: path.basename(file),
      chaveAuditoria,
    });
  } else {
    fail(`${opcao} deve ser sqlite:<arquivo> ou postgres://…`);
  }
  await migrate(handle);
  return handle;
}

/** AUDITORIA_CHAVE, or the key kept in DATA_DIR when there is one yet. */
function chaveConfigurada(config: Config): string | undefined {
  try {
    return resolverChaveDaAuditoria(config.auditoriaChave, config.dataDir, false);
  } catch (err) {
    if (err instanceof ChaveDaAuditoriaAusente) return undefined;
    throw err;
  }
}

async function migrarBanco(
  de: string | undefined,
  para: string | undefined,
  substituir: boolean,
  forcar: boolean,
  config: Config,
) {
  const origem = await abrir(de, '--de', config);
  try {
    const destino = await abrir(para, '--para', config);
    try {
      const r = await gravar(destino, ler(origem), {
        substituir,
        forcar,
        migracaoAtual: await ultimaMigracao(destino.db),
      });
      console.log(`Migrado: ${r.linhas} linhas em ${r.tabelas} tabelas, arquivos incluídos.`);
    } finally {
      await destino.close();
    }
  } finally {
    await origem.close();
  }
}

main().catch((err) =>
  fail(
    err instanceof ErroDeOperacao || err instanceof ChaveDaAuditoriaAusente
      ? err.message
      : `Erro: ${err instanceof Error ? err.message : String(err)}`,
  ),
);
