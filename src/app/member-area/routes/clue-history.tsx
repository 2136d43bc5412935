import { kitPrintCatalog } from '@/components/kit-print/i18n/catalog';
import { authCatalog } from '@/features/auth/i18n/catalog';
import { MemberPage, MemberPageHeading } from '@/features/auth/member-page';
import { ClueHistoryList } from '@/features/clues/clue-history-list';
import { CluesProvider } from '@/features/clues/clues-provider';
import { HuntHistoryList } from '@/features/clues/hunt-history-list';
import { cluesCatalog } from '@/features/clues/i18n/catalog';
import { useI18n } from '@/lib/i18n/i18n';

export const catalogs = [authCatalog, cluesCatalog, kitPrintCatalog];

export default function ClueHistoryPage() {
  const { t } = useI18n();
  return (
    <MemberPage title={t('clues.history.title')} description={t('clues.history.description')}>
      <MemberPageHeading
        title={t('clues.history.title')}
        intro={t('clues.history.intro')}
        className="print:hidden"
      />
      <CluesProvider>
        <section aria-labelledby="saved-hunts" className="grid gap-4 print:hidden">
          <h2 id="saved-hunts" className="font-heading text-2xl font-semibold text-ink">
            {t('clues.history.huntsHeading')}
          </h2>
          <HuntHistoryList />
        </section>
        <section aria-labelledby="saved-clues" className="grid gap-4">
          <h2 id="saved-clues" className="font-heading text-2xl font-semibold text-ink print:hidden">
            {t('clues.history.cluesHeading')}
          </h2>
          <ClueHistoryList />
        </section>
      </CluesProvider>
    </MemberPage>
  );
}
