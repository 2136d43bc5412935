/**
 * The words on each kit's posters and certificate: part of the paid kit, so they live with the
 * server-only kit content and never reach the browser's bundle (scripts/budget/paid-content.ts).
 */

import type { KitPdfSlug } from '../domain/kit-themes.ts';

export interface PosterLines {
  /** Short line under the title on the welcome poster. */
  tagline: string;
  /** Words of praise on the congratulations poster and the certificate. */
  cheer: string;
}

// Rows naming their kit (a typed slug), so the record below is built from references, not copies.
const rows: readonly (PosterLines & { kit: KitPdfSlug })[] = [
  {
    kit: 'easter-bunny',
    tagline: 'The Easter Bunny left a trail of clues just for you!',
    cheer: 'You found the Easter surprise!',
  },
  {
    kit: 'cool-bunny',
    tagline: 'Sunglasses on. The coolest hunt in town starts now!',
    cheer: 'Totally cool. You cracked every clue!',
  },
  {
    kit: 'pirate-bunny',
    tagline: 'Ahoy! Follow the map to Captain Bunny\u2019s treasure.',
    cheer: 'Shiver me timbers, you found the treasure!',
  },
  {
    kit: 'space-bunny',
    tagline: 'Mission control calling: the moon rocks are missing!',
    cheer: 'Mission complete, space explorer!',
  },
  {
    kit: 'dino-bunny-hunt',
    tagline: 'Stomp, stomp, ROAR! Track the dinosaur to the surprise.',
    cheer: 'ROAR-some! You tracked down every clue!',
  },
  {
    kit: 'princess-fairytale',
    tagline: 'A royal invitation: find the lost crown before the ball!',
    cheer: 'Hooray! The crown is found and the ball can begin!',
  },
  {
    kit: 'mystery-detective',
    tagline: 'Grab your magnifying glass. There is a case to crack!',
    cheer: 'Case closed! You are a super sleuth!',
  },
  {
    kit: 'superhero-easter',
    tagline: 'The eggs are in danger. Only a hero can save Easter!',
    cheer: 'Easter is saved, superhero!',
  },
  {
    kit: 'farmyard-hunt',
    tagline: 'Moo, oink, cluck! The farm animals hid the eggs.',
    cheer: 'Yee-haw! You found every egg on the farm!',
  },
];

/** Every kit's lines by slug (scripts/budget/paid-content.test.ts checks each has its own). */
export const posterLines = Object.fromEntries(rows.map(({ kit, ...lines }) => [kit, lines])) as Readonly<
  Record<KitPdfSlug, PosterLines>
>;
