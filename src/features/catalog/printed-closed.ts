import { printedKitsClosedOn } from '@domain/printed-season';

/**
 * Whether the pages show printed kits as closed for the season: decided when the page's code loads
 * (build time for the prerendered HTML, page load in the browser). create-checkout checks the day
 * of each order itself, so a page built before the window opened cannot sell a closed kit.
 */
export const printedClosedForSeason = printedKitsClosedOn(new Date());
