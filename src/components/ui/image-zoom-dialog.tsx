import { X } from 'lucide-react';
import { useId, useRef, type ComponentProps } from 'react';

import { cn } from '@/lib/cn';
import { useI18n } from '@/lib/i18n/i18n';

export type ImageZoomDialogProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** A larger file for the zoomed view; the same image when omitted. */
  zoomSrc?: string;
  className?: string;
  imgProps?: Omit<ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'>;
};

/**
 * An image that opens full size in a modal <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the trigger, with no script beyond this component. The buttons also carry the
 * browser's own commands (`commandfor`), so where browsers have them the zoom works before the app has
 * loaded and without JavaScript (ADR 039); elsewhere the app's clicks do the same.
 */
export function ImageZoomDialog({
  src,
  alt,
  width,
  height,
  zoomSrc,
  className,
  imgProps,
}: ImageZoomDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const { t } = useI18n();
  const close = () => dialogRef.current?.close();

  return (
    <>
      <button
        type="button"
        data-slot="image-zoom-trigger"
        aria-label={t('zoom.label', { alt })}
        {...{ commandfor: dialogId, command: 'show-modal' }}
        onClick={() => dialogRef.current?.showModal()}
        className={cn('group relative block cursor-zoom-in overflow-hidden rounded-card', className)}
      >
        <img src={src} alt={alt} width={width} height={height} className="h-auto w-full" {...imgProps} />
        <span className="absolute right-3 bottom-3 rounded-full bg-surface/90 px-3 py-1 text-sm font-semibold text-ink shadow-card group-hover:bg-surface">
          {t('zoom.button')}
        </span>
      </button>
      {/* Keyboards close it with Escape (native) or the close button; the backdrop click is for pointers. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        data-slot="image-zoom-dialog"
        aria-label={alt}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="m-auto max-h-[92dvh] max-w-[92vw] rounded-card bg-surface p-0 shadow-lift backdrop:bg-ink/70"
      >
        <img
          src={zoomSrc ?? src}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          className="max-h-[85dvh] w-auto object-contain"
        />
        <button
          type="button"
          {...{ commandfor: dialogId, command: 'close' }}
          onClick={close}
          aria-label={t('zoom.close')}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-surface text-ink shadow-card"
        >
          <X className="size-5" strokeWidth={2.5} />
        </button>
      </dialog>
    </>
  );
}
