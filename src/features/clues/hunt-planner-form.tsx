import { maxChildNameLength, maxLocationLength } from '@domain/clue-request';
import { maxHuntPlaces, maxTreasureLength, minHuntPlaces, type HuntRequest } from '@domain/hunt-request';
import { ArrowDown, ArrowUp, GripVertical, Plus, X } from 'lucide-react';
import { useMemo, useState, type DragEvent } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { planHunt, type HuntWithSafety } from '@/features/clues/api/generate-hunt';
import { ClueOptionFields } from '@/features/clues/clue-option-fields';
import { emptyHuntForm, huntFormResolverIn, type HuntFormValues } from '@/features/clues/hunt-form';
import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

type ServerField = 'theme' | 'difficulty' | 'ageBand' | 'childName' | 'treasure' | `places.${number}.value`;

const namedFields: readonly ServerField[] = ['theme', 'difficulty', 'ageBand', 'childName', 'treasure'];

/** The form field of a generate-hunt field error, from the request path it names (`places.1`: place 2). */
function formFieldOf(path: string): ServerField | undefined {
  const place = /^places\.(\d+)$/.exec(path);
  if (place) return `places.${Number(place[1])}.value`;
  return namedFields.find((field) => field === path);
}

/**
 * The hunt planner: hiding places in the order the child will find them (drag a place by its handle,
 * or use its up and down buttons), the hunt's options, and the call that writes the whole chain.
 */
export function HuntPlannerForm({ onPlanned }: { onPlanned: (planned: HuntWithSafety) => void }) {
  const { t, locale } = useI18n();
  const resolver = useMemo(() => huntFormResolverIn(locale), [locale]);
  const form = useForm<HuntFormValues, unknown, HuntRequest>({
    resolver,
    defaultValues: emptyHuntForm,
  });
  const places = useFieldArray({ control: form.control, name: 'places' });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragFrom, setDragFrom] = useState<number | null>(null);

  const move = (from: number, to: number, focus?: 'up' | 'down') => {
    if (to < 0 || to >= places.fields.length || from === to) return;
    places.move(from, to);
    setAnnouncement(t('clues.planner.moved', { from: from + 1, to: to + 1 }));
    // Keyboard users keep their place: focus follows the moved row's button, or its other one at an end.
    if (focus) {
      requestAnimationFrame(() => {
        const edge = (focus === 'up' && to === 0) || (focus === 'down' && to === places.fields.length - 1);
        const button = document.getElementById(
          `place-${to}-${edge ? (focus === 'up' ? 'down' : 'up') : focus}`,
        );
        button?.focus();
      });
    }
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragFrom !== null) move(dragFrom, to);
    setDragFrom(null);
  };

  const onSubmit = async (request: HuntRequest) => {
    setFailure(null);
    try {
      const outcome = await planHunt({ ...request, locale });
      if (outcome.ok) {
        onPlanned(outcome);
        return;
      }
      // The server re-checks what the browser checked, and more (unkind words, links): a message about a
      // field goes next to that field, in whatever language the server wrote it.
      const fields = Object.entries(outcome.fieldErrors ?? {}).flatMap(([path, message]) => {
        const field = formFieldOf(path);
        return field ? [[field, message] as const] : [];
      });
      for (const [field, message] of fields) form.setError(field, { type: 'server', message });
      if (fields.length === 0) setFailure(outcome.message ?? t('clues.planner.failed'));
    } catch {
      setFailure(t('clues.planner.failed'));
    }
  };

  return (
    <Card>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          className="grid gap-5"
          aria-label={t('clues.planner.label')}
        >
          <div className="grid gap-5 sm:grid-cols-3">
            <ClueOptionFields />
          </div>

          <fieldset className="grid gap-3">
            <legend className="font-heading text-lg font-semibold text-ink">
              {t('clues.planner.placesLegend')}
            </legend>
            <p id="places-help" className="text-sm text-ink-muted">
              {t('clues.planner.placesHelp')}
            </p>
            <ol className="grid gap-3" aria-describedby="places-help">
              {places.fields.map((place, index) => (
                <li
                  key={place.id}
                  className={cn(
                    // On a phone the buttons go under the place, so the text box keeps the width.
                    'grid grid-cols-[auto_1fr] items-start gap-x-2 gap-y-1 rounded-xl sm:grid-cols-[auto_1fr_auto]',
                    dragFrom === index && 'opacity-60',
                  )}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => onDrop(event, index)}
                  data-testid="hunt-place"
                >
                  <span
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', String(index));
                      setDragFrom(index);
                    }}
                    onDragEnd={() => setDragFrom(null)}
                    className="mt-9 cursor-grab text-ink-muted"
                    title={t('clues.planner.drag', { number: index + 1 })}
                    aria-hidden="true"
                  >
                    <GripVertical className="size-5" />
                  </span>
                  <FormField
                    label={t('clues.planner.place', { number: index + 1 })}
                    error={errors.places?.[index]?.value?.message}
                  >
                    {(field) => (
                      <Input
                        {...field}
                        maxLength={maxLocationLength}
                        // A safe place, as every example the shop gives is (domain/safe-places.ts).
                        placeholder={index === 0 ? t('clues.planner.placeExample') : undefined}
                        {...form.register(`places.${index}.value`)}
                      />
                    )}
                  </FormField>
                  <div className="col-start-2 flex justify-end gap-1 sm:col-start-auto sm:mt-8">
                    <Button
                      id={`place-${index}-up`}
                      variant="ghost"
                      size="icon"
                      aria-label={t('clues.planner.moveUp', { number: index + 1 })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'up')}
                    >
                      <ArrowUp />
                    </Button>
                    <Button
                      id={`place-${index}-down`}
                      variant="ghost"
                      size="icon"
                      aria-label={t('clues.planner.moveDown', { number: index + 1 })}
                      disabled={index === places.fields.length - 1}
                      onClick={() => move(index, index + 1, 'down')}
                    >
                      <ArrowDown />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t('clues.planner.remove', { number: index + 1 })}
                      disabled={places.fields.length <= minHuntPlaces}
                      onClick={() => {
                        places.remove(index);
                        setAnnouncement(t('clues.planner.removed', { number: index + 1 }));
                      }}
                    >
                      <X />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
            {errors.places?.root?.message ? (
              <p className="text-sm font-semibold text-danger-700">{errors.places.root.message}</p>
            ) : null}
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={places.fields.length >= maxHuntPlaces}
              onClick={() => {
                places.append({ value: '' });
                setAnnouncement(t('clues.planner.added', { number: places.fields.length + 1 }));
              }}
            >
              <Plus />
              {t('clues.planner.add')}
            </Button>
            <p className="sr-only" role="status">
              {announcement}
            </p>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label={t('clues.planner.childName')}
              description={t('clues.planner.childNameHint')}
              error={errors.childName?.message}
            >
              {(field) => (
                <Input
                  {...field}
                  autoComplete="off"
                  maxLength={maxChildNameLength}
                  {...form.register('childName')}
                />
              )}
            </FormField>
            <FormField
              label={t('clues.planner.treasure')}
              description={t('clues.planner.treasureHint')}
              error={errors.treasure?.message}
            >
              {(field) => <Input {...field} maxLength={maxTreasureLength} {...form.register('treasure')} />}
            </FormField>
          </div>

          {failure ? (
            <p role="alert" className="font-semibold text-danger-700">
              {failure}
            </p>
          ) : null}
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? t('clues.planner.submitting') : t('clues.planner.submit')}
          </Button>
        </form>
      </FormProvider>
    </Card>
  );
}
