import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { hostedEmailTemplate, hostedTemplates, type AuthEmailKind } from './email-templates.ts';

/**
 * Writes supabase/templates/*.html, the hosted project's auth emails, from the local stack's texts and
 * layout: `npx tsx supabase/local/auth/write-hosted-templates.ts` after changing an email.
 * email-templates.test.ts fails while a file differs from what this writes.
 */
const supabaseDir = fileURLToPath(new URL('../../', import.meta.url));

for (const kind of Object.keys(hostedTemplates) as AuthEmailKind[]) {
  writeFileSync(`${supabaseDir}${hostedTemplates[kind].file}`, hostedEmailTemplate(kind));
}
