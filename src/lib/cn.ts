import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// Our @theme tokens (src/styles/globals.css) that are not Tailwind's t-shirt sizes, so tailwind-merge
// knows `rounded-card` is a radius and `shadow-lift` a shadow.
const twMerge = extendTailwindMerge({
  extend: { theme: { radius: ['card'], shadow: ['card', 'lift'] } },
});

/** Joins class names; a later Tailwind utility overrides an earlier one that sets the same property. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
