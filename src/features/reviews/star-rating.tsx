import { Star } from 'lucide-react';
import { useId } from 'react';

import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

import { formMessageIn } from '@domain/form-messages';
import { STAR_COUNT } from '@domain/forms';

export type StarRatingProps = {
  /** 0 = no star chosen yet. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  name: string;
  disabled?: boolean;
  error?: string;
};

/**
 * Five stars as a native radio group: arrow keys move between them, a screen reader announces
 * "Rating, 3 stars, radio button, 3 of 5", and no star is checked until one is chosen.
 */
export function StarRating({ value, onChange, onBlur, name, disabled, error }: StarRatingProps) {
  const { t, locale } = useI18n();
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <fieldset
      className="grid gap-2"
      disabled={disabled}
      aria-describedby={error ? messageId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 font-heading font-semibold text-ink">{t('reviews.rating')}</legend>
      <div className="flex gap-1">
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const count = index + 1;
          const lit = count <= value;
          return (
            <label
              key={count}
              className="cursor-pointer rounded-lg p-1 has-focus-visible:outline-3 has-focus-visible:outline-focus"
            >
              <input
                type="radio"
                className="sr-only"
                name={name}
                value={count}
                checked={value === count}
                onChange={() => onChange(count)}
                onBlur={onBlur}
                aria-label={t('reviews.star', { count })}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'size-9 transition-colors',
                  lit ? 'fill-sunshine-400 stroke-brand-600' : 'fill-transparent stroke-ink-muted',
                )}
                strokeWidth={1.5}
              />
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={messageId} className="text-sm font-semibold text-danger-700">
          {formMessageIn(error, locale)}
        </p>
      ) : null}
    </fieldset>
  );
}
