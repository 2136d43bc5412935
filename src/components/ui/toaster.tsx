import { useNavigate } from 'react-router-dom';

import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from '@/components/ui/toast';
import { useI18n } from '@/lib/i18n/i18n';
import { toastStore } from '@/lib/toast';
import { useToast } from '@/lib/use-toast';
import { formMessageIn } from '@domain/form-messages';

/** How long a notice stays before it closes itself. */
export const TOAST_DURATION_MS = 5000;

/** Renders the toast store with Radix; loaded lazily by ToasterHost on the first toast. */
export function Toaster() {
  const { toasts } = useToast();
  const navigate = useNavigate();
  const { t, locale } = useI18n();

  return (
    <ToastProvider duration={TOAST_DURATION_MS} label={t('toast.region')}>
      {toasts.map(({ id, title, description, variant, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) toastStore.remove(id);
          }}
        >
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {/* A server's message of the domain (a form's, the rate limit's) in the page's language. */}
            {description ? <ToastDescription>{formMessageIn(description, locale)}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction
              altText={action.altText ?? action.label}
              onClick={() => {
                action.onClick?.();
                if (action.to) void navigate(action.to);
              }}
            >
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose aria-label={t('toast.close')} />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
