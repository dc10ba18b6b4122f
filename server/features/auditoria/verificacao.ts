/**
 * `npm run cli -- verificar-auditoria` (docs/product/auditoria.md, "Cadeia"): walks the audit
 * chain in id order, in one snapshot while the server runs, and names the first entry changed,
 * inserted or removed behind the product's back (docs/decisions/024-auditoria-encadeada.md).
 */
import type { Db, DbHandle } from '../../db/index.js';
import {
  hashDoRegistro,
  lerCabeca,
  seloDaCabeca,
  type ConteudoDoRegistro,
} from '../../core/audit-cadeia.js';

type Registro = ConteudoDoRegistro & { hash: string | null };

export type Verificacao =
  | { integra: true; registros: number; mensagem: string }
  | {
      integra: false;
      problema: 'alterado' | 'inserido' | 'removido' | 'controle' | 'chave';
      /** the entry named: changed, inserted, or the one after the removed ones */
      id: number | null;
      mensagem: string;
    };

const LOTE = 1000;

async function* emOrdem(db: Db): AsyncGenerator<Registro> {
  let depois: number | null = null;
  for (;;) {
    const lote: Registro[] = await db
      .selectFrom('audit_log')
      .selectAll()
      .$if(depois !== null, (q) => q.where('id', '>', depois!))
      .orderBy('id')
      .limit(LOTE)
      .execute();
    yield* lote;
    if (lote.length < LOTE) return;
    depois = Number(lote[lote.length - 1]!.id);
  }
}

const violada = (
  problema: Exclude<Verificacao, { integra: true }>['problema'],
  id: number | null,
  detalhe: string,
): Verificacao => ({
  integra: false,
  problema,
  id,
  mensagem: `Cadeia de auditoria violada: ${detalhe}`,
});

export function verificarAuditoria(handle: DbHandle): Promise<Verificacao> {
  const tx = handle.db.transaction();
  return (
    handle.dialect === 'postgres'
      ? tx.setIsolationLevel('repeatable read').setAccessMode('read only')
      : tx
  ).execute((trx) => verificar(trx, handle));
}

async function verificar(db: Db, handle: DbHandle): Promise<Verificacao> {
  const cabeca = await lerCabeca(db);
  const registros = emOrdem(db);
  let proximo = (await registros.next()).value as Registro | undefined;
  if (!cabeca && !proximo) {
    return { integra: true, registros: 0, mensagem: 'Cadeia de auditoria íntegra: 0 registros.' };
  }
  const chave = handle.auditoria.chave(false);
  if (cabeca && cabeca.chave !== handle.auditoria.identificacao(false)) {
    return {
      integra: false,
      problema: 'chave',
      id: null,
      mensagem:
        'A chave da auditoria não é a que selou esta cadeia: confira AUDITORIA_CHAVE e DATA_DIR.',
    };
  }
  // The head's seal is checked first when the chain was cut: it says where the chain starts.
  const cortados = Number(cabeca?.cortados ?? 0);
  if (
    cabeca &&
    (cabeca.inicio_hash || cortados > 0) &&
    seloDaCabeca(chave, cabeca) !== cabeca.selo
  ) {
    return violada('controle', null, 'o controle da cadeia (auditoria_cadeia) foi alterado.');
  }
  let anterior = cabeca?.inicio_hash ?? '';
  let ultimoIntegro: number | null = null;
  let n = 0;
  while (proximo) {
    const r = proximo;
    proximo = (await registros.next()).value as Registro | undefined;
    const selado = hashDoRegistro(chave, r) === r.hash;
    if (r.hash_anterior === anterior && selado) {
      anterior = r.hash!;
      ultimoIntegro = Number(r.id);
      n++;
      continue;
    }
    const id = Number(r.id);
    // the chain goes on past it, from the entry before: it was never part of the chain
    const pulado = proximo
      ? proximo.hash_anterior === anterior
      : !!cabeca && cabeca.ultimo_hash === anterior;
    if (pulado) return violada('inserido', id, `o registro #${id} foi inserido fora da cadeia.`);
    if (selado) {
      const depois = ultimoIntegro === null ? 'no início' : `depois do #${ultimoIntegro}`;
      return violada(
        'removido',
        id,
        `registro(s) removido(s) antes do registro #${id} (${depois}).`,
      );
    }
    return violada('alterado', id, `o registro #${id} foi alterado (não confere com o seu hash).`);
  }
  if (!cabeca) {
    return violada('controle', null, 'o controle da cadeia (auditoria_cadeia) foi apagado.');
  }
  if (seloDaCabeca(chave, cabeca) !== cabeca.selo) {
    return violada('controle', null, 'o controle da cadeia (auditoria_cadeia) foi alterado.');
  }
  if (cabeca.ultimo_hash !== anterior || Number(cabeca.quantidade) !== n) {
    const fim = ultimoIntegro === null ? 'está vazia' : `termina no #${ultimoIntegro}`;
    return violada(
      'removido',
      Number(cabeca.ultimo_id),
      `registro(s) removido(s) do fim: a cadeia deveria terminar no #${cabeca.ultimo_id} (${cabeca.quantidade} registros) e ${fim} (${n}).`,
    );
  }
  const antes = cortados > 0 ? ` (e ${cortados} anteriores, apagados pela retenção)` : '';
  return {
    integra: true,
    registros: n,
    mensagem: `Cadeia de auditoria íntegra: ${n} registros${antes}.`,
  };
}
