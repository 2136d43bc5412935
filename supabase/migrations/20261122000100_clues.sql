-- Clues a member generated or received as samples, shown in their clue history.

create table public.clues (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  text text not null check (char_length(text) between 1 and 400),
  theme text not null check (theme in ('adventure', 'mystery', 'fantasy', 'nature', 'science')),
  difficulty text not null check (difficulty in ('easy', 'medium', 'hard')),
  location text not null check (char_length(location) between 1 and 300),
  created_at timestamptz not null default now()
);

comment on table public.clues is
  'Scavenger-hunt clues in a member''s history: generated ones plus three samples given at sign-up. Visible only to their owner.';

-- The history page lists a member's clues newest first.
create index clues_user_id_created_at_idx on public.clues (user_id, created_at desc);

alter table public.clues enable row level security;

-- Hosted Supabase's default privileges grant everything to anon and authenticated; clues
-- are members-only and never edited, so only what the app does is granted.
revoke all on public.clues from anon, authenticated;
grant select, insert, delete on public.clues to authenticated;
grant all on public.clues to service_role;

create policy "Members can read their own clues"
  on public.clues for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Members can add clues to their own history"
  on public.clues for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members can delete their own clues"
  on public.clues for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Every new account starts with the spec's three sample clues so the history is never empty.
create function public.give_sample_clues() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
begin
  insert into public.clues (user_id, text, theme, difficulty, location, created_at)
  values
    (new.id, 'Where stories sleep on wooden shelves, look between the books about dragons and elves.',
      'fantasy', 'easy', 'Public Library', now() - interval '2 minutes'),
    (new.id, 'I have numbers and a face but never say a word; find me where the teacher keeps the lessons heard.',
      'mystery', 'medium', 'Classroom', now() - interval '1 minute'),
    (new.id, 'Climb up high, then whoosh back down: your next clue waits where slides touch the ground.',
      'adventure', 'easy', 'Playground', now());
  return new;
end;
$$;

revoke execute on function public.give_sample_clues() from public, anon, authenticated;

create trigger on_auth_user_created_give_sample_clues
  after insert on auth.users
  for each row execute function public.give_sample_clues();
