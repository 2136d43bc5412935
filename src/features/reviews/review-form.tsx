import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { ApprovedReviews } from '@/components/reviews/approved-reviews';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/components/ui/honeypot-input';
import { SenderFields } from '@/components/ui/sender-fields';
import { Textarea } from '@/components/ui/textarea';
import { useNotices } from '@/config/notices';
import { HONEYPOT_FIELD, reviewSchema, type ReviewInput, type ReviewValues } from '@domain/forms';
import { useI18n } from '@/lib/i18n/i18n';
import { reportSubmission } from '@/lib/report-submission';
import { toast } from '@/lib/toast';

import { createReview } from './create-review';
import { StarRating } from './star-rating';

const emptyReview: ReviewInput = { name: '', email: '', review: '', rating: 0, website: '' };
const fields = ['name', 'email', 'review', 'rating'] as const;

/**
 * The home page's review form (spec §4, §5, §8): checked on submit, then on every change; kept as
 * typed when sending fails, cleared (stars too) when it succeeds.
 */
export function ReviewForm() {
  const { t } = useI18n();
  const { notices } = useNotices();
  const form = useForm<ReviewInput, unknown, ReviewValues>({
    resolver: zodResolver(reviewSchema),
    defaultValues: emptyReview,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (invalid: FieldErrors<ReviewInput>) => {
    if (invalid.rating) toast(notices.reviewRatingMissing);
  };

  const onSubmit = async (values: ReviewValues) => {
    reportSubmission(form, await createReview(values), {
      fields,
      sent: notices.reviewSubmitted,
      failed: notices.reviewFailed,
      empty: emptyReview,
    });
  };

  return (
    <form
      noValidate
      aria-label={t('reviews.formLabel')}
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
      className="relative grid gap-5"
    >
      <SenderFields form={form} labels={{ name: t('reviews.name'), email: t('reviews.email') }} />
      <Controller
        control={form.control}
        name="rating"
        render={({ field }) => (
          <StarRating
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={isSubmitting}
            error={errors.rating?.message}
          />
        )}
      />
      <FormField label={t('reviews.review')} error={errors.review?.message}>
        {(field) => <Textarea {...field} {...form.register('review')} />}
      </FormField>
      <HoneypotInput {...form.register(HONEYPOT_FIELD)} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={isSubmitting}>
        {isSubmitting ? t('reviews.submitting') : t('reviews.submit')}
      </Button>
    </form>
  );
}

/** The review form and, under it, the reviews the owner approved: one chunk, loaded near the section. */
export function ReviewArea() {
  return (
    <>
      <ReviewForm />
      <ApprovedReviews />
    </>
  );
}
