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

export const posterLines: Readonly<Record<KitPdfSlug, PosterLines>> = {
  'easter-bunny': {
    tagline: 'The Easter Bunny left a trail of clues just for you!',
    cheer: 'You found the Easter surprise!',
  },
  'cool-bunny': {
    tagline: 'Sunglasses on. The coolest hunt in town starts now!',
    cheer: 'Totally cool. You cracked every clue!',
  },
  'pirate-bunny': {
    tagline: 'Ahoy! Follow the map to Captain Bunny\u2019s treasure.',
    cheer: 'Shiver me timbers, you found the treasure!',
  },
  'space-bunny': {
    tagline: 'Mission control calling: the moon rocks are missing!',
    cheer: 'Mission complete, space explorer!',
  },
  'dino-bunny-hunt': {
    tagline: 'Stomp, stomp, ROAR! Track the dinosaur to the surprise.',
    cheer: 'ROAR-some! You tracked down every clue!',
  },
  'princess-fairytale': {
    tagline: 'A royal invitation: find the lost crown before the ball!',
    cheer: 'Hooray! The crown is found and the ball can begin!',
  },
  'mystery-detective': {
    tagline: 'Grab your magnifying glass. There is a case to crack!',
    cheer: 'Case closed! You are a super sleuth!',
  },
  'superhero-easter': {
    tagline: 'The eggs are in danger. Only a hero can save Easter!',
    cheer: 'Easter is saved, superhero!',
  },
  'farmyard-hunt': {
    tagline: 'Moo, oink, cluck! The farm animals hid the eggs.',
    cheer: 'Yee-haw! You found every egg on the farm!',
  },
};
