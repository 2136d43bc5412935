import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useI18n } from '@/lib/i18n/i18n';
import {
  checkChildName,
  kitFileName,
  maxChildNameLength,
  type KitHunt,
  type KitPaper,
} from '@kit-pdf/kit-options.ts';
import { type KitPdfSlug, kitPdfSlugs, kitThemes } from '@domain/kit-themes';
import { kitTitleIn } from '@domain/kit-titles';

/**
 * Letter for the United States and Canada (the shop's regions) and whenever the browser does not
 * say; A4 for a browser set to any other country.
 */
export function defaultPaper(languages: readonly string[] = globalThis.navigator?.languages ?? []): KitPaper {
  const country = languages
    .map((tag) => /^[a-z]{2,3}-([A-Z]{2})\b/i.exec(tag)?.[1]?.toUpperCase())
    .find(Boolean);
  return !country || country === 'US' || country === 'CA' ? 'letter' : 'a4';
}

export interface PrintAsCardsProps {
  hunt: KitHunt;
  /** Kit whose art the cards wear until the member picks another. */
  defaultKit?: KitPdfSlug;
  /** Names the control when a page has several (e.g. "Print as cards: Clue 3"); its text otherwise. */
  label?: string;
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'error'; message: string };

/**
 * "Print as cards": the member's clues on the kit's printable cards, with the chosen theme art, the
 * child's name and the hiding plan, made in the browser and downloaded as one PDF. A hunt for ages
 * 3–6 gets picture cards: each card shows a drawing of the place it sends the child to.
 */
export function PrintAsCards({ hunt, defaultKit = 'easter-bunny', label }: PrintAsCardsProps) {
  const id = useId();
  const { t, locale } = useI18n();
  const [open, setOpen] = useState(false);
  const [kit, setKit] = useState<KitPdfSlug>(defaultKit);
  const [childName, setChildName] = useState(hunt.childName ?? '');
  const [paper, setPaper] = useState<KitPaper>(() => defaultPaper());
  const [nameError, setNameError] = useState<string | null>(null);
  const picturesOffered = hunt.ageBand === '3-6';
  const [pictures, setPictures] = useState(picturesOffered);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function download() {
    const name = checkChildName(childName);
    if (!name.ok) {
      setNameError(t('kitPrint.nameInvalid', { max: maxChildNameLength }));
      return;
    }
    setNameError(null);
    setStatus({ kind: 'busy' });
    try {
      const { downloadHuntCardsPdf } = await import('./hunt-cards-pdf');
      await downloadHuntCardsPdf(
        {
          kit,
          paper,
          ink: 'color',
          childName: name.value,
          hunt: { ...hunt, childName: null },
          pictures: picturesOffered && pictures,
        },
        kitFileName({ huntName: kitThemes[kit].huntName, paper, childName: name.value }),
      );
      setStatus({ kind: 'idle' });
    } catch {
      setStatus({ kind: 'error', message: t('kitPrint.failed') });
    }
  }

  return (
    <div className="grid gap-3 print:hidden" data-slot="print-as-cards">
      <Button
        variant="outline"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={label}
        onClick={() => setOpen(!open)}
      >
        {t('kitPrint.toggle')}
      </Button>
      {open ? (
        <div id={`${id}-panel`} className="grid gap-4 rounded-card border border-line bg-surface p-4">
          <p className="text-sm text-ink-muted">{t('kitPrint.lead', { count: hunt.clues.length })}</p>
          <div className="grid gap-2">
            <label htmlFor={`${id}-kit`} className="font-semibold text-ink">
              {t('kitPrint.kit')}
            </label>
            <Select
              id={`${id}-kit`}
              value={kit}
              onChange={(event) => setKit(event.target.value as KitPdfSlug)}
            >
              {kitPdfSlugs.map((slug) => (
                <option key={slug} value={slug}>
                  {kitTitleIn(locale, slug, kitThemes[slug].title)}
                </option>
              ))}
            </Select>
          </div>
          <div className="grid gap-2">
            <label htmlFor={`${id}-name`} className="font-semibold text-ink">
              {t('kitPrint.childName')}
            </label>
            <Input
              id={`${id}-name`}
              value={childName}
              maxLength={60}
              autoComplete="off"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => setChildName(event.target.value)}
            />
            {nameError ? (
              <p id={`${id}-name-error`} className="text-sm font-semibold text-danger-700">
                {nameError}
              </p>
            ) : null}
          </div>
          {picturesOffered ? (
            <div className="grid gap-1">
              <label className="inline-flex items-center gap-2 font-semibold text-ink">
                <input
                  type="checkbox"
                  checked={pictures}
                  aria-describedby={`${id}-pictures-note`}
                  onChange={(event) => setPictures(event.target.checked)}
                  className="size-5 accent-brand-600"
                />
                {t('kitPrint.pictures')}
              </label>
              <p id={`${id}-pictures-note`} className="text-sm text-ink-muted">
                {t('kitPrint.picturesNote')}
              </p>
            </div>
          ) : null}
          <fieldset className="grid gap-2">
            <legend className="font-semibold text-ink">{t('kitPrint.paper')}</legend>
            <div className="flex gap-4">
              {(
                [
                  ['letter', t('kitPrint.letter')],
                  ['a4', t('kitPrint.a4')],
                ] as const
              ).map(([value, text]) => (
                <label key={value} className="inline-flex items-center gap-2 text-ink">
                  <input
                    type="radio"
                    name={`${id}-paper`}
                    value={value}
                    checked={paper === value}
                    onChange={() => setPaper(value)}
                    className="size-5 accent-brand-600"
                  />
                  {text}
                </label>
              ))}
            </div>
          </fieldset>
          <Button
            className="justify-self-start"
            disabled={status.kind === 'busy'}
            onClick={() => void download()}
          >
            {status.kind === 'busy' ? t('kitPrint.making') : t('kitPrint.download')}
          </Button>
          {status.kind === 'error' ? (
            <p role="alert" className="text-sm font-semibold text-danger-700">
              {status.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
