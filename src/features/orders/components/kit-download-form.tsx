import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { downloadKitFile } from '../api/order-downloads';

export const DOWNLOAD_TEXTS = {
  preparing: 'Preparing your kit…',
  ready: 'Your kit is downloading.',
} as const;

/** Hands a PDF to the browser as a file download. */
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

/** One kit of an order: paper, ink and an optional child's name, then a freshly made PDF. */
export function KitDownloadForm({ kit, title, token }: { kit: string; title: string; token: string }) {
  const ids = { paper: useId(), ink: useId(), name: useId(), status: useId() };
  const [paper, setPaper] = useState<'letter' | 'a4'>('letter');
  const [ink, setInk] = useState<'color' | 'bw'>('color');
  const [childName, setChildName] = useState('');
  const [status, setStatus] = useState<
    { kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }
  >({
    kind: 'idle',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus({ kind: 'busy' });
    const file = await downloadKitFile({ token, kit, paper, ink, childName });
    if (!file.ok) {
      setStatus({ kind: 'error', message: file.message });
      return;
    }
    saveFile(file.blob, `${kit}-${paper}.pdf`);
    setStatus({ kind: 'done' });
  };

  return (
    <form
      onSubmit={submit}
      aria-label={`Download ${title}`}
      className="rounded-card border border-line bg-surface p-5 text-ink shadow-card"
    >
      <h2 className="font-heading text-2xl font-bold">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <div className="grid gap-2">
          <label htmlFor={ids.paper} className="font-heading font-semibold">
            Paper
          </label>
          <Select
            id={ids.paper}
            value={paper}
            onChange={(event) => setPaper(event.target.value as 'letter' | 'a4')}
          >
            <option value="letter">Letter</option>
            <option value="a4">A4</option>
          </Select>
        </div>
        <div className="grid gap-2">
          <label htmlFor={ids.ink} className="font-heading font-semibold">
            Ink
          </label>
          <Select id={ids.ink} value={ink} onChange={(event) => setInk(event.target.value as 'color' | 'bw')}>
            <option value="color">Colour</option>
            <option value="bw">Black and white</option>
          </Select>
        </div>
        <div className="grid gap-2">
          <label htmlFor={ids.name} className="font-heading font-semibold">
            Child&apos;s name (optional)
          </label>
          <Input
            id={ids.name}
            value={childName}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => setChildName(event.target.value)}
          />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={status.kind === 'busy'} aria-describedby={ids.status}>
          {status.kind === 'busy' ? DOWNLOAD_TEXTS.preparing : 'Download'}
        </Button>
        <p id={ids.status} role="status" className="text-sm">
          {status.kind === 'done' ? DOWNLOAD_TEXTS.ready : null}
          {status.kind === 'error' ? (
            <span className="font-semibold text-danger-700">{status.message}</span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
