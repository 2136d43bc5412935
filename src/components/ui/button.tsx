import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-full font-heading font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-5 [&_svg]:shrink-0',
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
        sm: 'h-9 px-4 text-sm',
        default: 'h-11 px-5 text-base',
        lg: 'h-13 px-7 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

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
