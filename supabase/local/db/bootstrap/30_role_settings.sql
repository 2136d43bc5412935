-- The statement timeouts hosted Supabase gives its API roles (docs: guides/database/postgres/timeouts):
-- a request as anon may run 3 s, as authenticated 8 s, then Postgres cancels it (57014). The REST
-- layer applies an API role's settings when it switches to it, as PostgREST does. Idempotent.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
