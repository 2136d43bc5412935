-- Applied once, on a fresh local database. Product data lives in the app's typed modules
-- and every account gets its sample clues from a trigger, so nothing needs seeding yet.
select 1;
