-- A hunt's title follows its theme, child's name, cards and language (public.hunt_title, from
-- supabase/schemas/clues.sql): generate-hunt no longer writes it, and a hunt planned in French gets a
-- French title. The column's default only satisfies an insert that names no title; the trigger sets it.
alter table public.hunts alter column title set default '';

create trigger hunts_title
  before insert or update of theme, child_name, places, locale on public.hunts
  for each row execute function public.set_hunt_title();

-- The hunts planned in French before this kept an English title.
update public.hunts set locale = locale where locale <> 'en';
