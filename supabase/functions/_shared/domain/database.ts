/**
 * The database's types for the app and the functions (ADR 059), derived from the generated schema
 * (database.types.ts, `npm run db:types`): the `Database` that supabase-js is created with, and the
 * row helpers of the Supabase CLI. A domain type narrows a row where a check constraint narrows the
 * column (`PromotionRow['kind']`).
 */
import type { Json, PublicSchema } from './database.types.ts';

export type { Json, PublicSchema };

type TableName = keyof PublicSchema['Tables'];

/** A table as supabase-js reads it: an update may set any column an insert may, none of them required. */
type WithUpdate<Table extends { Insert: object }> = Table & { Update: Partial<Table['Insert']> };

export type Database = {
  public: Omit<PublicSchema, 'Tables'> & {
    Tables: { [Name in TableName]: WithUpdate<PublicSchema['Tables'][Name]> };
  };
};

/** A row of a table or view as a select returns it. */
export type Tables<Name extends TableName | keyof PublicSchema['Views']> = (PublicSchema['Tables'] &
  PublicSchema['Views'])[Name]['Row'];
export type TablesInsert<Name extends TableName> = PublicSchema['Tables'][Name]['Insert'];
export type TablesUpdate<Name extends TableName> = Database['public']['Tables'][Name]['Update'];
export type Enums<Name extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][Name];
