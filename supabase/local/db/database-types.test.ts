import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';

import { TYPES_FILE, generateDatabaseTypes } from './database-types.ts';

describe('the generated database types (_shared/domain/database.types.ts)', () => {
  let generated = '';
  beforeAll(async () => {
    generated = await generateDatabaseTypes();
  });

  it('matches the migrations (run `npm run db:types` after changing one)', () => {
    expect(
      readFileSync(TYPES_FILE, 'utf8'),
      'supabase/functions/_shared/domain/database.types.ts is out of date: run npm run db:types',
    ).toBe(generated);
  });

  it('describes each table, its optional insert columns and the functions the app may call', () => {
    expect(generated).toContain('clues: {');
    expect(generated).toMatch(/Insert: \{\s+id\?: string;\s+user_id\?: string;\s+text: string;/);
    expect(generated).toMatch(/claim_clue_generations: \{\s+Args:/);
    expect(generated).toContain('do not edit by hand');
  });
});
