import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { downloadAllTextsIn, kitPdfName, kitZipName } from '@domain/kit-download';
import {
  KIT_CHILD_NAME_MAX,
  kitDownloadChoicesSchema,
  type KitDownloadChoices,
  type KitDownloadChoicesInput,
} from '@domain/kit-download-choices';
import { childNamesProblem } from '@domain/clue-request';
import {
  childNamesFrom,
  childNamesRule,
  isPricedLicence,
  licenceNameLimits,
  licenceTextsIn,
  type KitLicence,
} from '@domain/licences';
import type { Locale } from '@domain/locales';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useI18n } from '@/lib/i18n/i18n';
import { saveFile } from '@/lib/save-file';
import { downloadKitFile, downloadKitZip, type KitFile } from '../api/order-downloads';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' | 'done'; file: 'pdf' | 'zip' }
  | { kind: 'error'; failure: Extract<KitFile, { ok: false }> };

type Choices = KitDownloadChoicesInput & { childNames: string };

/**
 * Every kit of an order, each with its form, built in `lang`. The zip of `zipKit` starts at once (the
 * email's Download All link).
 */
export function KitDownloadForms({
  downloads,
  lang,
  zipKit,
}: {
  downloads: readonly {
    kit: string;
    title: string;
    token: string;
    licence?: KitLicence;
    childNames?: readonly string[];
  }[];
  lang: Locale;
  zipKit?: string | null;
}) {
  return downloads.map((download) => (
    <KitDownloadForm
      key={download.token}
      kit={download.kit}
      title={download.title}
      token={download.token}
      licence={download.licence}
      childNames={download.childNames}
      lang={lang}
      startZip={download.kit === zipKit}
    />
  ));
}

/**
 * The choices' schema: a party or classroom kit's names (one per line, as many as its licence holds)
 * are checked as the download function checks them again (ADR 054).
 */
const choicesSchemaFor = (licence: KitLicence, locale: Locale) =>
  kitDownloadChoicesSchema.extend({
    childNames: z.string().superRefine((text, context) => {
      const problem = isPricedLicence(licence)
        ? childNamesProblem(childNamesFrom(text), childNamesRule(licence, licenceTextsIn[locale]))
        : undefined;
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  });

/**
 * One kit of an order: an optional child's name (or, for a party or classroom kit, the children's names,
 * starting from those given at checkout), then either one freshly made PDF (paper and ink chosen) or
 * Download All, the zip of every version. `startZip` starts the zip at once (the email's Download All
 * link). The choices are checked as the download function checks them again.
 */
export function KitDownloadForm({
  kit,
  title,
  token,
  lang,
  licence = 'family',
  childNames = [],
  startZip = false,
}: {
  kit: string;
  title: string;
  token: string;
  /** The language the kit's PDFs are built in (the choice above the kits). */
  lang: Locale;
  /** The licence the kit was bought with: a party or classroom kit asks for a list of names. */
  licence?: KitLicence;
  /** The names given at checkout (none once purged). */
  childNames?: readonly string[];
  startZip?: boolean;
}) {
  const { locale, t } = useI18n();
  const allTexts = downloadAllTextsIn[locale];
  const ids = { status: useId(), all: useId() };
  const several = isPricedLicence(licence);
  const form = useForm<Choices, unknown, KitDownloadChoices & { childNames: string }>({
    resolver: zodResolver(choicesSchemaFor(licence, locale)),
    defaultValues: { paper: 'letter', ink: 'color', childName: '', childNames: childNames.join(', ') },
  });
  const { errors } = form.formState;
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const fetchFile = async (file: 'pdf' | 'zip', request: () => Promise<KitFile>, fileName: string) => {
    setStatus({ kind: 'busy', file });
    const answer = await request();
    if (!answer.ok) {
      setStatus({ kind: 'error', failure: answer });
      return;
    }
    saveFile(answer.blob, fileName);
    setStatus({ kind: 'done', file });
  };

  /** Who the kit is made for: the one child's name, or each child's of a party or classroom kit. */
  const people = (values: { childName: string; childNames: string }) =>
    several
      ? { childName: '', childNames: childNamesFrom(values.childNames) }
      : { childName: values.childName };
  const downloadPdf = form.handleSubmit(({ paper, ink, ...names }) =>
    fetchFile(
      'pdf',
      () => downloadKitFile({ token, kit, paper, ink, ...people(names), lang }),
      kitPdfName(kit, paper, lang),
    ),
  );
  const downloadAll = form.handleSubmit((names) =>
    fetchFile('zip', () => downloadKitZip({ token, kit, ...people(names), lang }), kitZipName(kit, lang)),
  );

  const startFromLink = useEffectEvent(() => void downloadAll());
  // Once per page load, however often React runs effects (development runs them twice).
  const started = useRef(false);
  useEffect(() => {
    if (!startZip || started.current) return;
    started.current = true;
    startFromLink();
  }, [startZip]);

  const busy = status.kind === 'busy';
  return (
    <form
      onSubmit={downloadPdf}
      noValidate
      aria-label={t('orders.kit.formLabel', { title })}
      className="rounded-card border border-line bg-surface p-5 text-ink shadow-card"
    >
      <h2 className="font-heading text-2xl font-bold">{title}</h2>
      {several ? (
        <FormField
          label={t('orders.kit.childNames', { max: licenceNameLimits[licence] })}
          description={t('orders.kit.licence', {
            licence: licenceTextsIn[locale].name[licence],
            allows: licenceTextsIn[locale].allows[licence],
          })}
          error={errors.childNames?.message}
          className="mt-4 max-w-md"
        >
          {(field) => <Input {...field} autoComplete="off" {...form.register('childNames')} />}
        </FormField>
      ) : (
        <FormField
          label={t('orders.kit.childName')}
          error={errors.childName?.message}
          className="mt-4 max-w-sm"
        >
          {(field) => (
            <Input
              {...field}
              maxLength={KIT_CHILD_NAME_MAX}
              autoComplete="off"
              {...form.register('childName')}
            />
          )}
        </FormField>
      )}
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div className="rounded-xl border border-line p-4">
          <h3 className="font-heading text-lg font-bold">{t('orders.kit.singleHeading')}</h3>
          <div className="mt-3 grid grid-cols-2 gap-4">
            <FormField label={t('orders.kit.paper')} error={errors.paper?.message}>
              {(field) => (
                <Select {...field} {...form.register('paper')}>
                  <option value="letter">{t('orders.kit.letter')}</option>
                  <option value="a4">{t('orders.kit.a4')}</option>
                </Select>
              )}
            </FormField>
            <FormField label={t('orders.kit.ink')} error={errors.ink?.message}>
              {(field) => (
                <Select {...field} {...form.register('ink')}>
                  <option value="color">{t('orders.kit.color')}</option>
                  <option value="bw">{t('orders.kit.bw')}</option>
                </Select>
              )}
            </FormField>
          </div>
          <Button type="submit" className="mt-4" disabled={busy} aria-describedby={ids.status}>
            {t('orders.kit.single')}
          </Button>
        </div>
        <div className="rounded-xl border border-line p-4">
          <h3 className="font-heading text-lg font-bold">{t('orders.kit.allHeading')}</h3>
          <p id={ids.all} className="mt-3 text-sm text-ink-muted">
            {allTexts.detail}
          </p>
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            disabled={busy}
            aria-describedby={`${ids.all} ${ids.status}`}
            onClick={() => void downloadAll()}
          >
            {allTexts.label}
          </Button>
        </div>
      </div>
      <p id={ids.status} role="status" className="mt-4 min-h-6 text-sm">
        {status.kind === 'busy'
          ? status.file === 'zip'
            ? allTexts.preparing
            : t('orders.kit.preparing')
          : null}
        {status.kind === 'done' ? (status.file === 'zip' ? allTexts.ready : t('orders.kit.ready')) : null}
        {status.kind === 'error' ? (
          <span className="font-semibold text-danger-700">
            {status.failure.reason === 'offline'
              ? t('orders.kit.offline')
              : (status.failure.message ?? t('orders.kit.failed'))}
          </span>
        ) : null}
      </p>
    </form>
  );
}
