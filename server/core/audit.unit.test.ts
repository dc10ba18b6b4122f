/**
 * An audit entry about an Ouvidoria case carries the case's exclusions, and no other entry does:
 * the type says so, so the compiler refuses a writer that forgets them. The `@ts-expect-error`
 * lines below fail the type check (`npm run check`) the day the type lets such an entry through.
 */
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../common/auditoria.js';
import { ehAcaoDeCaso, type NewAuditEntry } from './audit.js';
import { exclusaoEscolhida } from './ouvidoria-acesso.js';

const actor = { id: 1, nome: 'Ana', login: 'ana' };

describe('an audit entry about a case', () => {
  it('must carry the exclusions, and only then', () => {
    // @ts-expect-error an entry about a case without its exclusions
    const semExclusoes: NewAuditEntry = {
      actor,
      acao: AUDIT_ACTIONS.denunciaNota,
      detalhes: 'Anotou na denúncia #1.',
    };
    const comExclusoes: NewAuditEntry = {
      actor,
      acao: AUDIT_ACTIONS.denunciaNota,
      detalhes: 'Anotou na denúncia #1.',
      excluirPapeis: exclusaoEscolhida(['rh']),
    };
    // @ts-expect-error exclusions on an entry that is not about a case
    const foraDeCaso: NewAuditEntry = {
      actor,
      acao: AUDIT_ACTIONS.login,
      detalhes: 'Entrou.',
      excluirPapeis: exclusaoEscolhida(['rh']),
    };
    expect([semExclusoes, comExclusoes, foraDeCaso].map((e) => ehAcaoDeCaso(e.acao))).toEqual([
      true,
      true,
      false,
    ]);
  });
});
