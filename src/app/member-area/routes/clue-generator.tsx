import { kitPrintCatalog } from '@/components/kit-print/i18n/catalog';
import { authCatalog } from '@/features/auth/i18n/catalog';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { ClueGeneratorForm } from '@/features/clues/clue-generator-form';
import { ClueSidebar } from '@/features/clues/clue-sidebar';
import { CluesProvider } from '@/features/clues/clues-provider';
import { cluesCatalog } from '@/features/clues/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [authCatalog, cluesCatalog, kitPrintCatalog];

export default function ClueGeneratorPage() {
  const { t } = useI18n();
  return (
    <MemberPage
      title={t('clues.generator.title')}
      description={t('clues.generator.description')}
      layout="with-sidebar"
    >
      <CluesProvider>
        <div className="grid content-start gap-6">
          <MemberPageHeading title={t('clues.generator.title')} intro={t('clues.generator.intro')} />
          <ClueGeneratorForm />
        </div>
        <ClueSidebar />
      </CluesProvider>
    </MemberPage>
  );
}
