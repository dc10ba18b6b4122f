/**
 * Kysely's SQLite compiler, with one change: a LIMIT whose value is sent as a parameter is
 * written `limit cast(? as integer)` instead of `limit ?`. SQLite plans a statement again on every
 * run when it looked at a bare `limit ?`'s value while planning it (better-sqlite3 clears the
 * bindings after each run), whatever statement cache the app keeps; an expression is only
 * evaluated at run time. For the app's whole-number limits the rows are the same; a fraction
 * would be truncated where the bare parameter was refused. A literal limit (`sql.lit`) is left as
 * it is. Why and what it saves: docs/decisions/092-limite-sem-repreparar.md.
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
