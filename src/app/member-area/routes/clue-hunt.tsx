import { PrintAsCards } from '@/components/kit-print/print-as-cards';
import { kitPrintCatalog } from '@/components/kit-print/i18n/catalog';
import { authCatalog } from '@/features/auth/i18n/catalog';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { HuntPlanner } from '@/features/clues/hunt-planner';
import { cluesCatalog } from '@/features/clues/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';
import { kitForClueTheme } from '@domain/kit-themes';

export const catalogs = [authCatalog, cluesCatalog, kitPrintCatalog];

export default function ClueHuntPage() {
  const { t } = useI18n();
  return (
    <MemberPage title={t('clues.hunt.title')} description={t('clues.hunt.description')}>
      <MemberPageHeading title={t('clues.hunt.title')} intro={t('clues.hunt.intro')} />
      <HuntPlanner
        actions={(hunt) => (
          <PrintAsCards key={hunt.id} hunt={hunt} defaultKit={kitForClueTheme[hunt.theme]} />
        )}
      />
    </MemberPage>
  );
}
