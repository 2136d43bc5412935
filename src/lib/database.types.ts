/**
 * The public schema as supabase-js sees it. Generated from supabase/migrations by
 * `npm run db:types` (supabase/local/db/database-types.ts); do not edit by hand.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      clue_generations: {
        Row: {
          id: number;
          user_id: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          user_id?: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          user_id?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      clues: {
        Row: {
          id: string;
          user_id: string;
          text: string;
          theme: string;
          difficulty: string;
          location: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          user_id?: string;
          text: string;
          theme: string;
          difficulty: string;
          location: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          text?: string;
          theme?: string;
          difficulty?: string;
          location?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      contact_messages: {
        Row: {
          id: number;
          name: string;
          email: string;
          message: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          name: string;
          email: string;
          message: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          name?: string;
          email?: string;
          message?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      form_submission_claims: {
        Row: {
          id: number;
          email_digest: string;
          ip_digest: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          email_digest: string;
          ip_digest: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          email_digest?: string;
          ip_digest?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      hunts: {
        Row: {
          id: string;
          user_id: string;
          title: string;
          theme: string;
          difficulty: string;
          age_band: string;
          child_name: string | null;
          treasure: string | null;
          places: string[];
          clue_texts: string[];
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          user_id: string;
          title: string;
          theme: string;
          difficulty: string;
          age_band?: string;
          child_name?: string | null;
          treasure?: string | null;
          places: string[];
          clue_texts: string[];
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          user_id?: string;
          title?: string;
          theme?: string;
          difficulty?: string;
          age_band?: string;
          child_name?: string | null;
          treasure?: string | null;
          places?: string[];
          clue_texts?: string[];
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      reviews: {
        Row: {
          id: number;
          name: string;
          email: string;
          rating: number;
          review: string;
          created_at: string;
        };
        Insert: {
          id?: number;
          name: string;
          email: string;
          rating: number;
          review: string;
          created_at?: string;
        };
        Update: {
          id?: number;
          name?: string;
          email?: string;
          rating?: number;
          review?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      waitlist: {
        Row: {
          id: number;
          email: string;
          age_range: string | null;
          created_at: string;
        };
        Insert: {
          id?: number;
          email: string;
          age_range?: string | null;
          created_at?: string;
        };
        Update: {
          id?: number;
          email?: string;
          age_range?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
    };
    Views: {
      [_ in never]: never;
    };
    Functions: {
      claim_clue_generation: {
        Args: {
          member: string;
          per_minute: number;
          per_day: number;
        };
        Returns: {
          allowed: boolean;
          limit_reached: string;
          retry_after_seconds: number;
        }[];
      };
      claim_clue_generations: {
        Args: {
          member: string;
          generations: number;
          per_minute: number;
          per_day: number;
        };
        Returns: {
          allowed: boolean;
          limit_reached: string;
          retry_after_seconds: number;
        }[];
      };
      claim_form_submission: {
        Args: {
          email_hmac: string;
          ip_hmac: string;
          per_email: number;
          per_ip: number;
          window_seconds: number;
        };
        Returns: {
          allowed: boolean;
          retry_after_seconds: number;
        }[];
      };
      hunt_clue_texts_fit: {
        Args: {
          texts: unknown;
        };
        Returns: boolean;
      };
      hunt_places_fit: {
        Args: {
          places: unknown;
        };
        Returns: boolean;
      };
    };
    Enums: {
      [_ in never]: never;
    };
    CompositeTypes: {
      [_ in never]: never;
    };
  };
};

type PublicSchema = Database['public'];

export type Tables<T extends keyof PublicSchema['Tables'] | keyof PublicSchema['Views']> =
  (PublicSchema['Tables'] & PublicSchema['Views'])[T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
export type Enums<T extends keyof PublicSchema['Enums']> = PublicSchema['Enums'][T];
