import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/components/ui/honeypot-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { env } from '@/config/env';
import { fillNotice } from '@/config/notices';
import {
  HONEYPOT_FIELD,
  ageRangeOptions,
  waitlistSchema,
  type WaitlistInput,
  type WaitlistValues,
} from '@domain/forms';
import { useI18n } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast';

import { joinWaitlist } from './join-waitlist';
import { useWaitlistNotices } from './waitlist-notices';

const emptyEntry: WaitlistInput = { email: '', ageRange: '', website: '' };

/** Email plus an optional age range; joining twice looks exactly like joining once. */
export function WaitlistForm({ focusRequest = 0 }: { focusRequest?: number }) {
  const { t } = useI18n();
  const waitlistNotices = useWaitlistNotices();
  const form = useForm<WaitlistInput, unknown, WaitlistValues>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: emptyEntry,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;
  const { setFocus } = form;

  // Each new request (a visitor following a 'Join the Waitlist' link) puts the cursor in the email field.
  useEffect(() => {
    if (focusRequest > 0) setFocus('email');
  }, [focusRequest, setFocus]);

  const onSubmit = async (values: WaitlistValues) => {
    const result = await joinWaitlist(values);
    if (result.ok) {
      toast(waitlistNotices.joined);
      form.reset(emptyEntry);
      return;
    }
    const failed = fillNotice(waitlistNotices.failed, { email: env.VITE_SUPPORT_EMAIL });
    toast(result.status === 429 && result.message ? { ...failed, description: result.message } : failed);
  };

  return (
    <form
      noValidate
      aria-label={t('waitlist.formLabel')}
      onSubmit={form.handleSubmit(onSubmit)}
      className="relative grid gap-5 md:grid-cols-2 md:items-start lg:grid-cols-[2fr_1fr_auto]"
    >
      <FormField label={t('waitlist.email')} error={errors.email?.message}>
        {(field) => <Input {...field} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      <FormField label={t('waitlist.ageRange')} error={errors.ageRange?.message}>
        {(field) => (
          <Select {...field} {...form.register('ageRange')}>
            {ageRangeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(`waitlist.ageRange.${option.value || 'notSaid'}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button
        type="submit"
        size="lg"
        className="md:col-span-2 md:justify-self-start lg:col-span-1 lg:mt-8"
        disabled={isSubmitting}
      >
        {isSubmitting ? t('waitlist.submitting') : t('waitlist.submit')}
      </Button>
      <HoneypotInput {...form.register(HONEYPOT_FIELD)} />
    </form>
  );
}
