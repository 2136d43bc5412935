import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { downloadAllTextsIn, kitPdfName, kitZipName } from '@domain/kit-download';
import type { Locale } from '@domain/locales';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useI18n } from '@/lib/i18n/i18n';
import { downloadKitFile, downloadKitZip, type KitFile } from '../api/order-downloads';

/** Hands a file to the browser as a download. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the file before the URL goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' | 'done'; file: 'pdf' | 'zip' }
  | { kind: 'error'; failure: Extract<KitFile, { ok: false }> };

/**
 * One kit of an order: an optional child's name, then either one freshly made PDF (paper and ink
 * chosen) or Download All, the zip of every version. `startZip` starts the zip at once (the email's
 * Download All link).
 */
export function KitDownloadForm({
  kit,
  title,
  token,
  lang,
  startZip = false,
}: {
  kit: string;
  title: string;
  token: string;
  /** The language the kit's PDFs are built in (the choice above the kits). */
  lang: Locale;
  startZip?: boolean;
}) {
  const { locale, t } = useI18n();
  const allTexts = downloadAllTextsIn[locale];
  const ids = { paper: useId(), ink: useId(), name: useId(), status: useId(), all: useId() };
  const [paper, setPaper] = useState<'letter' | 'a4'>('letter');
  const [ink, setInk] = useState<'color' | 'bw'>('color');
  const [childName, setChildName] = useState('');
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

  const downloadPdf = (event: FormEvent) => {
    event.preventDefault();
    void fetchFile(
      'pdf',
      () => downloadKitFile({ token, kit, paper, ink, childName, lang }),
      kitPdfName(kit, paper, lang),
    );
  };
  const downloadAll = () =>
    fetchFile('zip', () => downloadKitZip({ token, kit, childName, lang }), kitZipName(kit, lang));

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
      aria-label={t('orders.kit.formLabel', { title })}
      className="rounded-card border border-line bg-surface p-5 text-ink shadow-card"
    >
      <h2 className="font-heading text-2xl font-bold">{title}</h2>
      <div className="mt-4 grid max-w-sm gap-2">
        <label htmlFor={ids.name} className="font-heading font-semibold">
          {t('orders.kit.childName')}
        </label>
        <Input
          id={ids.name}
          value={childName}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setChildName(event.target.value)}
        />
      </div>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <div className="rounded-xl border border-line p-4">
          <h3 className="font-heading text-lg font-bold">{t('orders.kit.singleHeading')}</h3>
          <div className="mt-3 grid grid-cols-2 gap-4">
            <div className="grid gap-2">
              <label htmlFor={ids.paper} className="font-heading font-semibold">
                {t('orders.kit.paper')}
              </label>
              <Select
                id={ids.paper}
                value={paper}
                onChange={(event) => setPaper(event.target.value as 'letter' | 'a4')}
              >
                <option value="letter">{t('orders.kit.letter')}</option>
                <option value="a4">{t('orders.kit.a4')}</option>
              </Select>
            </div>
            <div className="grid gap-2">
              <label htmlFor={ids.ink} className="font-heading font-semibold">
                {t('orders.kit.ink')}
              </label>
              <Select
                id={ids.ink}
                value={ink}
                onChange={(event) => setInk(event.target.value as 'color' | 'bw')}
              >
                <option value="color">{t('orders.kit.color')}</option>
                <option value="bw">{t('orders.kit.bw')}</option>
              </Select>
            </div>
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
