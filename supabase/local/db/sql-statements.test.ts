import { describe, expect, it } from 'vitest';

import { splitSqlStatements } from './sql-statements.ts';

const texts = (sql: string) => splitSqlStatements(sql).map((statement) => statement.text);

describe('splitSqlStatements', () => {
  it('ends a statement only at a ; outside quotes, dollar quotes and comments', () => {
    const sql = [
      "comment on function public.f() is 'It''s; fine';",
      'create function public.g() returns text language sql as $body$ select $$;$$ $body$;',
      'select $1; -- a comment; still a comment',
      'select "semi;colon" /* a /* nested; */ comment; */ from t;',
      "select E'a\\';b';",
    ].join('\n');
    expect(texts(sql)).toEqual([
      "comment on function public.f() is 'It''s; fine';",
      'create function public.g() returns text language sql as $body$ select $$;$$ $body$;',
      'select $1;',
      'select "semi;colon" /* a /* nested; */ comment; */ from t;',
      "select E'a\\';b';",
    ]);
  });

  it('takes the comment lines right above a statement as its own, not those a blank line separates', () => {
    const sql = '-- The file.\n\n-- Why g exists,\n-- in two lines.\nselect 1;\n';
    const [statement] = splitSqlStatements(sql);
    expect(sql.slice(statement!.leadingStart, statement!.end)).toBe(
      '-- Why g exists,\n-- in two lines.\nselect 1;',
    );
  });

  it('refuses SQL that ends inside a string or without a ;', () => {
    expect(() => splitSqlStatements('select $$ unfinished;')).toThrow('SQL ends inside a $$-quoted string');
    expect(() => splitSqlStatements('select 1')).toThrow('SQL ends without a ; after: select 1');
  });
});
