import type { Config } from 'tailwindcss';

/**
 * The colour palette and type families. Wired into Tailwind by `@config` in src/styles/globals.css; the
 * semantic tokens (surface, ink, line, radii, shadows) live there as CSS variables in `@theme`.
 * Every *-600 and darker shade carries white text at WCAG AA (≥ 4.5:1); *-50…400 carry ink.
 */
export default {
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#fff4ed',
          100: '#ffe6d5',
          200: '#fdc9a8',
          500: '#ea6a2a',
          600: '#c2410c',
          700: '#9a3412',
          800: '#7c2d12',
        },
        sunshine: {
          50: '#fffbeb',
          100: '#fef3c7',
          200: '#fde68a',
          300: '#fcd34d',
          400: '#fbbf24',
        },
        leaf: { 50: '#effaf3', 100: '#d3f2de', 600: '#15803d', 700: '#166534' },
        sky: { 50: '#eff8ff', 100: '#d6ecfb', 600: '#0369a1', 700: '#075985' },
        berry: { 50: '#fdf2f8', 100: '#fbe0ef', 600: '#be185d', 700: '#9d174d' },
        danger: { 50: '#fef2f2', 700: '#b91c1c', 800: '#991b1b' },
      },
      fontFamily: {
        heading: ['Fredoka', 'ui-rounded', 'system-ui', 'sans-serif'],
        body: ['Nunito', 'system-ui', 'sans-serif'],
      },
    },
  },
} satisfies Config;
