/**
 * The shape of the public schema as supabase-js sees it, kept by hand in step with
 * supabase/migrations (the Supabase CLI's `gen types` writes the same structure).
 */
import type { HuntRow } from '@domain/hunt-request';

export type ClueTheme = 'adventure' | 'mystery' | 'fantasy' | 'nature' | 'science';
export type ClueDifficulty = 'easy' | 'medium' | 'hard';

export type ClueRow = {
  id: string;
  user_id: string;
  text: string;
  theme: ClueTheme;
  difficulty: ClueDifficulty;
  location: string;
  created_at: string;
};

export type Database = {
  public: {
    Tables: {
      clues: {
        Row: ClueRow;
        Insert: Omit<ClueRow, 'id' | 'user_id' | 'created_at'> &
          Partial<Pick<ClueRow, 'id' | 'user_id' | 'created_at'>>;
        Update: Partial<ClueRow>;
        Relationships: [];
      };
      hunts: {
        Row: HuntRow;
        // Members have no insert or update grant: hunts are written by the generate-hunt function.
        Insert: never;
        Update: never;
        Relationships: [];
      };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
    Enums: Record<never, never>;
    CompositeTypes: Record<never, never>;
  };
};
