import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { ConfirmButtons, type ConfirmAnswers } from '@/components/ui/confirm-buttons';
import { useI18n, type I18n } from '@/lib/i18n/i18n';
import { formatMoney } from '@domain/pricing';
import { promotionDays, type PromotionListing } from '@domain/promotions';

/** A day of the shop's calendar as the page's language writes it. */
const dayText = (day: string, tag: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(tag, { dateStyle: 'medium', timeZone: 'UTC' });

function discountText(row: PromotionListing, { t, locale }: Pick<I18n, 't' | 'locale'>): string {
  if (row.kind === 'percent') return t('adminPromotions.list.percentOff', { percent: row.percent_off ?? 0 });
  const money = (cents: number | null, currency: 'USD' | 'CAD') =>
    formatMoney(cents ?? 0, currency, { locale, withCode: true });
  return t('adminPromotions.list.amountOff', {
    us: money(row.amount_off_us_cents, 'USD'),
    ca: money(row.amount_off_ca_cents, 'CAD'),
  });
}

/** The deactivation's confirm step; focus moves to it so a keyboard user lands on the choice. */
function DeactivateConfirm({ code, ...answers }: { code: string } & ConfirmAnswers) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={titleId}
      className="grid gap-3 rounded-2xl border-2 border-danger-700 bg-danger-50 p-4"
    >
      <p id={titleId} className="font-semibold">
        {t('adminPromotions.list.confirm', { code })}
      </p>
      <ConfirmButtons
        confirmLabel={t('adminPromotions.list.confirmButton')}
        cancelLabel={t('adminPromotions.list.cancel')}
        {...answers}
      />
    </div>
  );
}

/** The owner's codes, newest first: discount, days, uses out of the limit, state, and Deactivate. */
export function PromotionsList({
  promotions,
  onDeactivate,
}: {
  promotions: readonly PromotionListing[];
  onDeactivate(row: PromotionListing): Promise<void>;
}) {
  const i18n = useI18n();
  const { t, tag } = i18n;
  const captionId = useId();
  const [confirming, setConfirming] = useState<PromotionListing>();
  const [busy, setBusy] = useState(false);
  if (!promotions.length) return <p className="text-ink-muted">{t('adminPromotions.list.empty')}</p>;
  return (
    <div className="space-y-4">
      {confirming ? (
        <DeactivateConfirm
          code={confirming.code}
          busy={busy}
          onConfirm={() => {
            setBusy(true);
            void onDeactivate(confirming).finally(() => {
              setBusy(false);
              setConfirming(undefined);
            });
          }}
          onCancel={() => setConfirming(undefined)}
        />
      ) : null}
      <table className="w-full text-left text-sm" aria-labelledby={captionId}>
        <caption id={captionId} className="text-left font-heading text-lg font-bold text-ink">
          {t('adminPromotions.list.caption')}
        </caption>
        <thead>
          <tr>
            {(['code', 'discount', 'dates', 'used', 'status'] as const).map((column) => (
              <th key={column} scope="col" className="py-1 pr-4">
                {t(`adminPromotions.list.${column}`)}
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {promotions.map((row) => {
            const days = promotionDays(row);
            return (
              <tr key={row.id} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-4 font-mono font-semibold">
                  {row.code}
                </th>
                <td className="py-2 pr-4">{discountText(row, i18n)}</td>
                <td className="py-2 pr-4">
                  {days.endsOn
                    ? t('adminPromotions.list.range', {
                        start: dayText(days.startsOn, tag),
                        end: dayText(days.endsOn, tag),
                      })
                    : t('adminPromotions.list.from', { start: dayText(days.startsOn, tag) })}
                </td>
                <td className="py-2 pr-4 tabular-nums">
                  {row.times_used === null
                    ? t('adminPromotions.list.unknownUses')
                    : row.max_uses === null
                      ? row.times_used
                      : t('adminPromotions.list.usedOf', { used: row.times_used, max: row.max_uses })}
                </td>
                <td className="py-2 pr-4">
                  {t('adminPromotions.list.state', { state: row.state === 'used-up' ? 'usedUp' : row.state })}
                </td>
                <td className="py-2">
                  {row.state === 'deactivated' ? null : (
                    <Button size="sm" variant="outline" onClick={() => setConfirming(row)}>
                      {t('adminPromotions.list.deactivate', { code: row.code })}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
