import type { RouteModule } from '@/app/routes';

// The member area's page modules, each its own lazy chunk. This module is the one step between the
// route table and them: the import map and preload lists of the pages behind a sign-in stay out of the
// entry every public page loads (ADR 043).
const memberPages = import.meta.glob<RouteModule>('./routes/*.tsx');

export function loadMemberPage(page: string): Promise<RouteModule> {
  const load = memberPages[`./routes/${page}.tsx`];
  if (!load) throw new Error(`There is no page module src/app/member-area/routes/${page}.tsx`);
  return load();
}
