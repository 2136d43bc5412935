/**
 * Splits SQL text into statements the way Postgres reads it: a `;` ends a statement only outside
 * quotes ('…', E'…', "…"), dollar quotes ($$…$$, $tag$…$tag$) and comments (-- to the line end, nested block comments).
 */
export interface SqlStatement {
  /** The statement, from its first character to its closing `;` (included). */
  text: string;
  /** Where the comment lines written directly above it begin (no blank line between), else `start`. */
  leadingStart: number;
  start: number;
  end: number;
}

const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

/** The offset just past the quote, comment or dollar-quoted string that begins at `at`, else `at`. */
function skipQuoted(sql: string, at: number): number {
  const char = sql[at];
  const next = sql[at + 1];
  if (char === '-' && next === '-') {
    const lineEnd = sql.indexOf('\n', at);
    return lineEnd === -1 ? sql.length : lineEnd + 1;
  }
  if (char === '/' && next === '*') {
    let depth = 0;
    let index = at;
    while (index < sql.length) {
      if (sql.startsWith('/*', index)) {
        depth += 1;
        index += 2;
      } else if (sql.startsWith('*/', index)) {
        depth -= 1;
        index += 2;
        if (depth === 0) return index;
      } else index += 1;
    }
    throw new Error('SQL ends inside a /* comment */');
  }
  if (char === "'" || char === '"') {
    const escapes = char === "'" && /[Ee]/.test(sql[at - 1] ?? '') && !/[\w$]/.test(sql[at - 2] ?? '');
    let index = at + 1;
    while (index < sql.length) {
      if (escapes && sql[index] === '\\') index += 2;
      else if (sql[index] === char && sql[index + 1] === char) index += 2;
      else if (sql[index] === char) return index + 1;
      else index += 1;
    }
    throw new Error(`SQL ends inside a ${char}-quoted string`);
  }
  if (char === '$' && !/[\w$]/.test(sql[at - 1] ?? '')) {
    const tag = DOLLAR_TAG.exec(sql.slice(at, at + 64))?.[0];
    if (tag) {
      const close = sql.indexOf(tag, at + tag.length);
      if (close === -1) throw new Error(`SQL ends inside a ${tag}-quoted string`);
      return close + tag.length;
    }
  }
  return at;
}

/** Where the run of `--` lines ending on the line just above `start` begins (no blank line between). */
function leadingCommentStart(sql: string, start: number): number {
  let lineStart = sql.lastIndexOf('\n', start - 1) + 1;
  let first = start;
  while (lineStart > 0) {
    const previousStart = sql.lastIndexOf('\n', lineStart - 2) + 1;
    if (!sql.slice(previousStart, lineStart).trimStart().startsWith('--')) break;
    first = previousStart;
    lineStart = previousStart;
  }
  return first;
}

export function splitSqlStatements(sql: string): SqlStatement[] {
  const statements: SqlStatement[] = [];
  let start = -1;
  let index = 0;
  while (index < sql.length) {
    const skipped = skipQuoted(sql, index);
    const isComment = sql.startsWith('--', index) || sql.startsWith('/*', index);
    if (skipped !== index) {
      if (start === -1 && !isComment) start = index;
      index = skipped;
      continue;
    }
    const char = sql[index]!;
    if (char === ';') {
      if (start !== -1) {
        statements.push({
          text: sql.slice(start, index + 1),
          leadingStart: leadingCommentStart(sql, start),
          start,
          end: index + 1,
        });
      }
      start = -1;
    } else if (start === -1 && !/\s/.test(char)) start = index;
    index += 1;
  }
  if (start !== -1) throw new Error(`SQL ends without a ; after: ${sql.slice(start, start + 60)}`);
  return statements;
}
