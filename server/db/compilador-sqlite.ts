/**
 * Kysely's SQLite compiler, with one change: a LIMIT whose value is sent as a parameter is
 * written `limit cast(? as integer)` instead of `limit ?` (docs/decisions/092-limite-sem-repreparar.md).
 *
 * SQLite (since 3.47) reads a bare `limit ?`'s bound value while it plans the statement, and
 * marks the statement to be planned again whenever that parameter is bound anew: better-sqlite3
 * binds on every run, so every run of such a statement was parsed and planned again, its kept
 * prepared statement (server/db/index.ts) notwithstanding. That doubled the cost of a short read
 * (the owner's ticket list, 15 → 30 µs; an id with `limit 1`, 4 → 8 µs). A limit given as an
 * expression is only evaluated when the statement runs, exactly as the bare parameter was (SQLite
 * turns it into an integer either way), and plans nothing around it. A limit written into the SQL
 * as a literal (`sql.lit`) is left as it is.
 */
import { SqliteQueryCompiler, ValueNode, type LimitNode } from 'kysely';

export class CompiladorSqlite extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    if (!ValueNode.is(node.limit) || node.limit.immediate) {
      super.visitLimit(node);
      return;
    }
    this.append('limit cast(');
    this.visitNode(node.limit);
    this.append(' as integer)');
  }
}
