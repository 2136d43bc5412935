import { useEffect, useId, useState } from 'react';

import { AlertText } from '@/components/ui/alert-text';
import { useI18n } from '@/lib/i18n/i18n';
import type { BundleOffer } from '@domain/bundles';
import type { PromotionListing } from '@domain/promotions';
import {
  createPromotion,
  deactivatePromotion,
  listPromotions,
  loadBundle,
  saveBundle,
} from '../api/admin-promotions-api';
import { BundleForm } from './bundle-form';
import { PromotionForm } from './promotion-form';
import { PromotionsList } from './promotions-list';

/**
 * Promotions (issue 29 §3, ADR 053): the digital-kit bundle's price, and the promotion codes buyers type
 * on Stripe's page. Every change needs the second factor and is written to the audit log.
 */
export function PromotionsTab({ accessToken }: { accessToken: string }) {
  const { t } = useI18n();
  const codesId = useId();
  const [bundle, setBundle] = useState<BundleOffer>();
  const [promotions, setPromotions] = useState<PromotionListing[]>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  useEffect(() => {
    let cancelled = false;
    void loadBundle(accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setBundle(answer.data);
      else setError(answer.message ?? t('adminPromotions.failed'));
    });
    void listPromotions(accessToken).then((answer) => {
      if (cancelled) return;
      if (answer.ok) setPromotions(answer.data.promotions);
      else setError(answer.message ?? t('adminPromotions.failed'));
    });
    return () => {
      cancelled = true;
    };
  }, [accessToken, t]);

  return (
    <div className="space-y-10">
      <AlertText>{error}</AlertText>
      {bundle ? (
        <BundleForm
          bundle={bundle}
          onSave={async (next) => {
            const answer = await saveBundle(next, accessToken);
            if (answer.ok) setBundle(answer.data.bundle);
            return answer;
          }}
        />
      ) : (
        <p className="text-ink-muted">{t('adminPromotions.loading')}</p>
      )}
      <section aria-labelledby={codesId} className="space-y-4">
        <h2 id={codesId} className="font-heading text-2xl font-bold text-ink">
          {t('adminPromotions.codes.heading')}
        </h2>
        <p className="max-w-2xl text-ink-muted">{t('adminPromotions.codes.description')}</p>
        <PromotionForm
          onCreate={async (promotion) => {
            const answer = await createPromotion(promotion, accessToken);
            if (answer.ok) setPromotions((current) => [answer.data.promotion, ...(current ?? [])]);
            return answer;
          }}
        />
        {notice ? (
          <p role="status" className="font-semibold text-leaf-700">
            {notice}
          </p>
        ) : null}
        {promotions ? (
          <PromotionsList
            promotions={promotions}
            onDeactivate={async (row) => {
              setNotice(undefined);
              const answer = await deactivatePromotion(row.id, accessToken);
              if (!answer.ok) return setError(answer.message ?? t('adminPromotions.failed'));
              setError(undefined);
              setPromotions((current) =>
                current?.map((entry) => (entry.id === row.id ? answer.data.promotion : entry)),
              );
              setNotice(t('adminPromotions.list.deactivated', { code: row.code }));
            }}
          />
        ) : (
          <p className="text-ink-muted">{t('adminPromotions.loading')}</p>
        )}
      </section>
    </div>
  );
}
