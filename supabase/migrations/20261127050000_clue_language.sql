-- Issue 28 §3: a clue and a hunt keep the language they were written in. The history shows a French
-- clue as French, and a card written again in a hunt speaks the hunt's language whatever page asks.
-- Rows written before this migration were all English. Only generate-clue and generate-hunt write
-- these tables (service role); members read the column through their existing select grant and RLS.

alter table public.clues
  add column locale text not null default 'en'
    constraint clues_locale_known check (locale in ('en', 'fr'));

comment on column public.clues.locale is
  'The language the clue was written in (supabase/functions/_shared/domain/locales.ts): the request''s locale.';

alter table public.hunts
  add column locale text not null default 'en'
    constraint hunts_locale_known check (locale in ('en', 'fr'));

comment on column public.hunts.locale is
  'The language every card of the hunt is written in: the locale of the request that planned it.';
