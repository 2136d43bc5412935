import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

// Labels may wrap (min-h, not h): on a 320 px phone a long label must not push the page sideways.
const buttonStyles = cva(
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-heading font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-600 text-white shadow-card hover:bg-brand-700',
        secondary: 'bg-sunshine-300 text-ink hover:bg-sunshine-400',
        outline: 'border-2 border-brand-600 bg-surface text-brand-700 hover:bg-brand-50',
        ghost: 'text-ink hover:bg-sunshine-100',
        destructive: 'bg-danger-700 text-white hover:bg-danger-800',
        link: 'text-brand-700 underline underline-offset-4 hover:text-brand-800',
      },
      size: {
        sm: 'min-h-9 px-4 py-1.5 text-sm',
        default: 'min-h-11 px-5 py-2 text-base',
        lg: 'min-h-13 px-7 py-2.5 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** The button's classes; a `className` given here overrides the variant's utilities it conflicts with. */
export const buttonVariants = (options?: Parameters<typeof buttonStyles>[0]): string =>
  cn(buttonStyles(options));

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonStyles>;

/** For a link that looks like a button, put `buttonVariants(...)` on the <Link> instead. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
