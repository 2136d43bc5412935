import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';

import { PrintAsCards } from '@/components/kit-print/print-as-cards';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useNotices } from '@/config/notices';
import { generateClue, type ClueSource } from '@/features/clues/api/generate-clue';
import { Copy } from 'lucide-react';
import { ClueOptionFields } from '@/features/clues/clue-option-fields';
import { huntFromClues, useClueTexts } from '@/features/clues/clue-options';
import { useClues } from '@/features/clues/clues-provider';
import { SafetyNoteLine } from '@/features/clues/safety-note';
import { useClueActions } from '@/features/clues/use-clue-actions';
import type { ClueRow } from '@/lib/clue-row';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';
import { kitForClueTheme } from '@domain/kit-themes';
import type { SafetyNote } from '@domain/safe-place-check';
import {
  clueAgeBands,
  defaultAgeBand,
  maxChildNameLength,
  clueRequestSchemaWith,
  clueRequestTextsIn,
  maxLocationLength,
  type ClueRequest,
} from '@domain/clue-request';

type FormValues = { theme: string; difficulty: string; location: string; ageBand: string; childName: string };

/** The clue generator (spec §2, §4, §5): theme, difficulty and hiding place in; a stored clue out. */
export function ClueGeneratorForm() {
  const { add } = useClues();
  const { copy } = useClueActions();
  const { t, locale } = useI18n();
  const { notices } = useNotices();
  const { notices: formNotices } = useClueTexts();
  // The page's language: the messages next to the fields are the ones generate-clue would answer.
  const schema = useMemo(() => clueRequestSchemaWith(clueRequestTextsIn[locale]), [locale]);
  const [result, setResult] = useState<{
    clue: string;
    source: ClueSource;
    safety: SafetyNote | null;
  } | null>(null);
  const [record, setRecord] = useState<ClueRow | null>(null);
  const form = useForm<FormValues, unknown, ClueRequest>({
    // The selects start at '' (nothing chosen), which the schema refuses with its "Please choose" messages.
    resolver: zodResolver(schema) as unknown as Resolver<FormValues, unknown, ClueRequest>,
    defaultValues: { theme: '', difficulty: '', location: '', ageBand: defaultAgeBand, childName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // The spec's notices for its three fields; a child's name problem is shown next to the field only.
  const onInvalid = (invalid: FieldErrors<FormValues>) => {
    if (invalid.theme || invalid.difficulty) toast(formNotices.missingFields);
    else if (invalid.location) toast(formNotices.missingLocation);
  };

  const onSubmit = async (input: ClueRequest) => {
    try {
      // The page's language is the one the function writes its safety note in.
      const outcome = await generateClue({ ...input, locale });
      if (!outcome.ok) {
        toast(
          outcome.message
            ? { ...notices.clueGenerationFailed, description: outcome.message }
            : notices.clueGenerationFailed,
        );
        return;
      }
      add(outcome.record);
      setResult({ clue: outcome.clue, source: outcome.source, safety: outcome.safety });
      setRecord(outcome.record);
      // "AI-powered" only when a language model wrote the clue (issue 29 §8).
      toast(outcome.source === 'llm' ? notices.clueGenerated : notices.clueWritten);
    } catch {
      toast(notices.clueGenerationFailed);
    }
  };

  return (
    <div className="grid gap-6">
      <Card>
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit(onSubmit, onInvalid)}
            className="grid gap-5"
            aria-label={t('clues.form.label')}
          >
            <div className="grid gap-5 sm:grid-cols-2">
              <ClueOptionFields />
              <FormField
                label={t('clues.form.childName')}
                description={t('clues.form.childNameHint')}
                error={errors.childName?.message}
              >
                {(field) => (
                  <Input
                    {...field}
                    autoComplete="off"
                    maxLength={maxChildNameLength + 10}
                    {...form.register('childName')}
                  />
                )}
              </FormField>
            </div>
            <FormField
              label={t('clues.form.location')}
              // A safe place, as every example the shop gives is (domain/safe-places.ts; the form's test checks it).
              description={t('clues.form.locationExample')}
              error={errors.location?.message}
            >
              {(field) => (
                <Textarea {...field} rows={3} maxLength={maxLocationLength} {...form.register('location')} />
              )}
            </FormField>
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t('clues.form.generating') : t('clues.form.generate')}
            </Button>
          </form>
        </FormProvider>
      </Card>
      {result ? (
        <Card aria-live="polite" className="border-sunshine-400 bg-sunshine-100">
          <h2 className="font-heading text-xl font-semibold text-ink">{t('clues.result.heading')}</h2>
          <p className="text-lg whitespace-pre-line text-ink" data-testid="generated-clue">
            {result.clue}
          </p>
          {result.safety ? <SafetyNoteLine safety={result.safety} /> : null}
          {result.source === 'built-in' ? (
            <p className="text-sm text-ink-muted">{t('clues.result.offline')}</p>
          ) : null}
          <Button variant="secondary" className="justify-self-start" onClick={() => copy(result.clue)}>
            <Copy />
            {t('clues.result.copy')}
          </Button>
          {record ? (
            <PrintAsCards
              key={record.id}
              hunt={{
                ...huntFromClues([{ text: result.clue, location: record.location }]),
                childName: form.getValues('childName') || null,
                ageBand: clueAgeBands.find((band) => band === form.getValues('ageBand')),
              }}
              defaultKit={kitForClueTheme[record.theme]}
            />
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
