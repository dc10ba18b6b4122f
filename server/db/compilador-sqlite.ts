/**
 * Kysely's SQLite compiler, with one change: a LIMIT whose value is sent as a parameter is
 * written `limit cast(? as integer)` instead of `limit ?` (docs/decisions/092-limite-sem-repreparar.md).
 *
 * SQLite (3.53.2, as better-sqlite3 12.11.1 bundles it) looks at a bare `limit ?`'s bound value
 * while it plans the statement, and so marks the statement to be planned again whenever its
 * bindings change; better-sqlite3 clears them after every run. Every run of such a statement was
 * parsed and planned again, its kept prepared statement (server/db/index.ts) notwithstanding:
 * reading one owner's two tickets took 30 µs with `limit ?`, 15 µs without; an id with `limit 1`,
 * 8 µs against 4. A limit given as an expression is only evaluated when the statement runs, and
 * SQLite plans nothing from it. For the whole numbers the app passes (checked by its schemas)
 * the rows are the same; a fraction or a text would be truncated by the cast where the bare
 * parameter was refused. A limit written into the SQL as a literal (`sql.lit`) is left as it is.
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
