import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

/**
 * One slide of a carousel (`components/ui/carousel.tsx`). Its own module, without the carousel's engine,
 * so a page can draw a static row of slides before the carousel's code has loaded.
 */
export function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  const { t } = useI18n();
  return (
    <div
      role="group"
      aria-roledescription={t('carousel.slideRoleDescription')}
      data-slot="carousel-item"
      className={cn('min-w-0 shrink-0 grow-0 basis-full pl-4', className)}
      {...props}
    />
  );
}
