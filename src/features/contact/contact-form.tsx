import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HoneypotInput } from '@/components/ui/honeypot-input';
import { SenderFields } from '@/components/ui/sender-fields';
import { Textarea } from '@/components/ui/textarea';
import { useNotices } from '@/config/notices';
import { HONEYPOT_FIELD, contactSchema, type ContactInput, type ContactValues } from '@domain/forms';
import { useI18n } from '@/lib/i18n/i18n';
import { reportSubmission } from '@/lib/report-submission';
import { useHydrated } from '@/lib/use-hydrated';

import { sendContactMessage } from './send-contact-message';

const emptyMessage: ContactInput = { name: '', email: '', message: '', website: '' };
const fields = ['name', 'email', 'message'] as const;

/**
 * The /contact form (spec §4, §5, §8): checked on submit, then on change; kept as typed when sending fails.
 * It is in the prerendered HTML; Send waits for hydration, as a native submit would put the message in the URL.
 */
export function ContactForm() {
  const { t } = useI18n();
  const { notices } = useNotices();
  const hydrated = useHydrated();
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: emptyMessage,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: ContactValues) => {
    reportSubmission(form, await sendContactMessage(values), {
      fields,
      sent: notices.contactSent,
      failed: notices.contactFailed,
      empty: emptyMessage,
    });
  };

  return (
    <form
      noValidate
      aria-label={t('contact.form.label')}
      onSubmit={form.handleSubmit(onSubmit)}
      className="relative grid gap-5"
    >
      <SenderFields form={form} labels={{ name: t('contact.form.name'), email: t('contact.form.email') }} />
      <FormField label={t('contact.form.message')} error={errors.message?.message}>
        {(field) => <Textarea {...field} rows={6} {...form.register('message')} />}
      </FormField>
      <HoneypotInput {...form.register(HONEYPOT_FIELD)} />
      <Button type="submit" size="lg" className="justify-self-start" disabled={!hydrated || isSubmitting}>
        {isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
      </Button>
    </form>
  );
}
