import { huntClueEditSchema, type Hunt, type HuntClue } from '@domain/hunt-request';
import type { SafetyNote } from '@domain/safe-place-check';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { editHuntClue, regenerateHuntClue, type HuntWithSafety } from '@/features/clues/api/generate-hunt';
import { useClueTexts } from '@/features/clues/clue-options';
import { SafetyNoteLine } from '@/features/clues/safety-note';
import { useI18n } from '@/lib/i18n/i18n';

/** Where card `clue` goes: the parent's hiding plan, one line, in the page's language. */
export function useHideAtText(): (hunt: Pick<Hunt, 'childName'>, clue: HuntClue) => string {
  const { t } = useI18n();
  return useCallback(
    (hunt, clue) =>
      clue.hideAt ??
      (hunt.childName ? t('clues.chain.handOver', { name: hunt.childName }) : t('clues.chain.handOverChild')),
    [t],
  );
}

const editSchema = z.object({ text: huntClueEditSchema.shape.text });
type EditValues = z.input<typeof editSchema>;

/**
 * The planned hunt, card by card: where to hide each one, where it sends the child, its text,
 * and ways to change one card (edit by hand, or write it again). `actions` is a slot above the
 * cards for what works on the whole hunt (printing it as cards). `safety[k-1]` is the note beside
 * card k when the place it leads to is on the safety list.
 */
export function HuntChain({
  hunt,
  safety,
  onChange,
  actions,
}: {
  hunt: Hunt;
  safety: readonly (SafetyNote | null)[];
  onChange: (update: HuntWithSafety) => void;
  actions?: ReactNode;
}) {
  const last = hunt.clues.at(-1);
  const { t } = useI18n();
  const texts = useClueTexts();
  return (
    <section aria-labelledby="hunt-title" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="hunt-title" className="font-heading text-2xl font-semibold text-ink">
          {hunt.title}
        </h2>
        <p className="text-ink-muted">
          {texts.theme(hunt.theme)} · {texts.difficulty(hunt.difficulty)} · {texts.ageBand(hunt.ageBand)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 print:hidden" data-slot="hunt-actions">
        {actions}
      </div>
      <ol className="grid gap-4" aria-label={t('clues.chain.plan')}>
        {hunt.clues.map((clue) => (
          <HuntCard
            key={clue.number}
            hunt={hunt}
            clue={clue}
            safety={safety[clue.number - 1] ?? null}
            onChange={onChange}
          />
        ))}
        {last ? (
          <li className="rounded-card border-2 border-sunshine-400 bg-sunshine-100 p-5">
            <h3 className="font-heading text-lg font-semibold text-ink">{t('clues.chain.treasure')}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="font-semibold">{t('clues.chain.hideAt')}</dt>
              <dd className="break-words">{last.leadsTo}</dd>
              {hunt.treasure ? (
                <>
                  <dt className="font-semibold">{t('clues.chain.treasure')}</dt>
                  <dd className="break-words">{hunt.treasure}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ) : null}
      </ol>
    </section>
  );
}

function HuntCard({
  hunt,
  clue,
  safety,
  onChange,
}: {
  hunt: Hunt;
  clue: HuntClue;
  safety: SafetyNote | null;
  onChange: (update: HuntWithSafety) => void;
}) {
  const { t, locale } = useI18n();
  const hideAtText = useHideAtText();
  const failed = t('clues.chain.failed');
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EditValues, unknown, z.output<typeof editSchema>>({
    resolver: zodResolver(editSchema),
    defaultValues: { text: clue.text },
  });
  const headingId = `hunt-card-${clue.number}`;
  const { setFocus } = form;

  useEffect(() => {
    if (editing) setFocus('text');
  }, [editing, setFocus]);

  const save = async ({ text }: { text: string }) => {
    setProblem(null);
    try {
      const outcome = await editHuntClue({ huntId: hunt.id, number: clue.number, text, locale });
      if (!outcome.ok) {
        // The server's reason goes next to the text, which stays as the parent typed it.
        form.setError('text', { type: 'server', message: outcome.message ?? failed });
        return;
      }
      setEditing(false);
      onChange(outcome);
    } catch {
      form.setError('text', { type: 'server', message: failed });
    }
  };

  const regenerate = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await regenerateHuntClue({ huntId: hunt.id, number: clue.number, locale });
      if (outcome.ok) {
        onChange(outcome);
        form.reset({ text: outcome.hunt.clues[clue.number - 1]?.text ?? '' });
      } else setProblem(outcome.message ?? failed);
    } catch {
      setProblem(failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className="rounded-card border-2 border-line bg-surface p-5 shadow-card" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-heading text-lg font-semibold text-ink">
        {t('clues.chain.clue', { number: clue.number })}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('clues.chain.hideAt')}</dt>
        <dd className="break-words" data-testid="hide-at">
          {hideAtText(hunt, clue)}
        </dd>
        <dt className="font-semibold">{t('clues.chain.leadsTo')}</dt>
        <dd className="break-words" data-testid="leads-to">
          {clue.leadsTo}
        </dd>
      </dl>
      {safety ? (
        <div className="mt-3">
          <SafetyNoteLine safety={safety} />
        </div>
      ) : null}
      {editing ? (
        <form noValidate onSubmit={form.handleSubmit(save)} className="mt-3 grid gap-3">
          <FormField
            label={t('clues.chain.text', { number: clue.number })}
            error={form.formState.errors.text?.message}
          >
            {(field) => <Textarea {...field} rows={3} {...form.register('text')} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting
                ? t('clues.chain.saving')
                : t('clues.chain.save', { number: clue.number })}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                form.reset({ text: clue.text });
                setEditing(false);
              }}
            >
              {t('clues.chain.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className="mt-3 text-lg text-ink" data-testid="hunt-clue-text">
            {clue.text}
          </p>
          <div className="mt-3 flex flex-wrap gap-2 print:hidden">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                form.reset({ text: clue.text });
                setEditing(true);
              }}
            >
              {t('clues.chain.edit', { number: clue.number })}
            </Button>
            <Button variant="secondary" size="sm" disabled={busy} onClick={regenerate}>
              {busy ? t('clues.chain.writing') : t('clues.chain.rewrite', { number: clue.number })}
            </Button>
          </div>
        </>
      )}
      {problem ? (
        <p role="alert" className="mt-2 text-sm font-semibold text-danger-700">
          {problem}
        </p>
      ) : null}
    </li>
  );
}
