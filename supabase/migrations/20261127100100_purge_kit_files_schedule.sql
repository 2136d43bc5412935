-- Personalised kit files leave Storage after their cache life (ADR 050, addendum; the listing is
-- public.expired_kit_files(), migration 20261127100000). Files must be removed through the Storage API
-- (deleting storage.objects rows by SQL would leave the bytes behind), so on hosted Supabase pg_cron
-- calls the purge-kit-files function every hour with pg_net, reading the project URL and the
-- function's CRON_SECRET from Vault (README, "Data retention"). Enabled the way the dashboard does;
-- cron.schedule() with a job name replaces a job of that name. PGlite and plain PostgreSQL lack the
-- extensions and skip this with a notice; the local stack runs the purge itself hourly.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_cron')
     or not exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    raise notice 'pg_cron or pg_net is not available here: purge-kit-files is not scheduled (the local stack runs it itself).';
    return;
  end if;
  begin
    execute 'create extension if not exists pg_cron with schema pg_catalog';
    execute 'create extension if not exists pg_net with schema extensions';
    execute $sql$
      select cron.schedule(
        'purge-kit-files',
        '41 * * * *',
        $job$
          select net.http_post(
            url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
              || '/functions/v1/purge-kit-files',
            headers := jsonb_build_object(
              'Content-Type', 'application/json',
              'X-Cron-Secret', (select decrypted_secret from vault.decrypted_secrets where name = 'cron_secret')
            ),
            body := '{}'::jsonb,
            timeout_milliseconds := 60000
          )
        $job$
      )
    $sql$;
  exception when others then
    raise warning 'purge-kit-files is not scheduled: pg_cron or pg_net could not be enabled (%). Schedule it as README "Data retention" shows.', sqlerrm;
  end;
end;
$$;
