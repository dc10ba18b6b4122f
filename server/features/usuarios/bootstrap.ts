import type { DbHandle } from '../../db/index.js';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../../lib/password-hashing.js';
import { concluir } from '../../core/fim-da-escrita.js';
import { countUsers, insertUser } from './repository.js';
import { AUDIT_ACTIONS } from '../../../common/auditoria.js';

/**
 * When the user table is empty, creates the first admin (login `admin`) with ADMIN_PASSWORD or a
 * random password told once, in plain words, to whoever started the server (`avisar`: the
 * terminal), never inside a JSON log line. It must change the password at the first login.
 */
export async function bootstrapAdmin(
  handle: DbHandle,
  adminPassword: string | undefined,
  log: FastifyBaseLogger,
  avisar: (texto: string) => void,
): Promise<void> {
  const { db } = handle;
  if ((await countUsers(db)) > 0) return;
  const password = adminPassword ?? crypto.randomBytes(12).toString('base64url');
  const senhaHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    if ((await countUsers(trx)) > 0) return;
    const user = await insertUser(trx, {
      nome: 'Administrador',
      login: 'admin',
      senhaHash,
      role: 'admin',
      primeiroLogin: true,
    });
    await concluir(trx, handle, {
      auditoria: [
        {
          actor: null,
          login: user.login,
          acao: AUDIT_ACTIONS.cadastro,
          detalhes: 'Administrador inicial criado na primeira inicialização',
        },
      ],
    });
  });
  if (adminPassword) {
    log.info('Administrador inicial criado: login "admin", senha definida por ADMIN_PASSWORD.');
  } else {
    log.warn(
      'Administrador inicial criado: login "admin"; a senha temporária foi mostrada no terminal.',
    );
    avisar(
      [
        'Administrador inicial criado.',
        '  Login: admin',
        `  Senha temporária: ${password}`,
        'Ela é mostrada só esta vez; troque-a no primeiro acesso.',
      ].join('\n'),
    );
  }
}
