-- Issue 29 §9: kit files are built once and kept in Supabase Storage, then handed out as short-lived
-- signed URLs (ADR 050). The bucket is private: only the download function, with the service role
-- (which bypasses RLS), writes and reads it; a visitor or member reaches a file only through a signed
-- URL that function made for a working download link.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('kits', 'kits', false, 5242880, array['application/pdf', 'application/zip'])
on conflict (id) do update
  set public = false,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- Restrictive, so no permissive policy added later for another bucket can open this one.
create policy "Visitors and members cannot read kit files"
  on storage.objects as restrictive for select to anon, authenticated
  using (bucket_id <> 'kits');

create policy "Visitors and members cannot store kit files"
  on storage.objects as restrictive for insert to anon, authenticated
  with check (bucket_id <> 'kits');

create policy "Visitors and members cannot change kit files"
  on storage.objects as restrictive for update to anon, authenticated
  using (bucket_id <> 'kits');

create policy "Visitors and members cannot delete kit files"
  on storage.objects as restrictive for delete to anon, authenticated
  using (bucket_id <> 'kits');
