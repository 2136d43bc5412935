import { notice } from '@/config/notices';
import { formMessages } from '@domain/forms';

/**
 * The spec §8 notice for a review without stars. It lives beside the form, not in config/notices: its
 * text comes from the domain's form module, whose zod schemas would otherwise join every page's first load.
 */
export const reviewRatingMissing = notice('Please add a rating', formMessages.rating, 'destructive');
