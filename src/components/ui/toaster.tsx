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
import { toastStore } from '@/lib/toast';
import { useToast } from '@/lib/use-toast';

/** How long a notice stays before it closes itself. */
export const TOAST_DURATION_MS = 5000;

/** Renders the toast store with Radix; loaded lazily by ToasterHost on the first toast. */
export function Toaster() {
  const { toasts } = useToast();
  const navigate = useNavigate();

  return (
    <ToastProvider duration={TOAST_DURATION_MS}>
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
            {description ? <ToastDescription>{description}</ToastDescription> : null}
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
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
