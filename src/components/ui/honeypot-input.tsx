import type { ComponentProps } from 'react';

import { useI18n } from '@/lib/i18n/i18n';

/**
 * A text field people never meet — off screen, out of the tab order, hidden from screen
 * readers — that form-filling bots do fill in. Spread `register(HONEYPOT_FIELD)` onto it.
 */
export function HoneypotInput(props: ComponentProps<'input'>) {
  const { t } = useI18n();
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t('forms.honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
