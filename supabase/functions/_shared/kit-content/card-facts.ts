/**
 * The fact a kit's clue cards carry at every stop, where its description promises one: a planet fact
 * for Space Bunny Mission, a fossil fact for Dino Bunny Hunt. True, short and for children (checked
 * against NASA's and museums' pages for young readers). Paid content: the server's kit builder only.
 */

import type { KitPdfSlug } from '../domain/kit-themes.ts';

export interface CardFacts {
  kit: KitPdfSlug;
  /** The label before each fact on the card ("Planet fact"). */
  label: string;
  /** At least 16 (a kit's largest card set); a longer hunt starts again from the first. */
  facts: readonly string[];
}

export const cardFacts: readonly CardFacts[] = [
  {
    kit: 'space-bunny',
    label: 'Planet fact',
    facts: [
      'Jupiter is so big that all the other planets could fit inside it.',
      'A day on Venus is longer than its whole year.',
      'Mars looks red because its dust is full of rust.',
      'Saturn’s rings are made of ice and rock, some pieces as small as grains of sand.',
      'Mercury is the planet closest to the Sun, and it has almost no air.',
      'Neptune has the fastest winds of any planet we know.',
      'Uranus spins on its side, like a ball rolling around the Sun.',
      'Earth is the only planet we know with oceans of liquid water.',
      'Olympus Mons on Mars is the tallest volcano in the solar system.',
      'Jupiter’s Great Red Spot is a giant storm bigger than Earth.',
      'Saturn is so light for its size that it would float in a big enough bathtub.',
      'Venus is the hottest planet, even hotter than Mercury.',
      'Pluto is a dwarf planet, smaller than our Moon.',
      'One year on Neptune lasts about 165 Earth years.',
      'Mars has two small moons, called Phobos and Deimos.',
      'Earth is the third planet from the Sun.',
    ],
  },
  {
    kit: 'dino-bunny-hunt',
    label: 'Fossil fact',
    facts: [
      'A fossil is what is left of a living thing, turned to stone over millions of years.',
      'Some fossils are footprints: they show how dinosaurs walked.',
      'Scientists who study fossils are called paleontologists.',
      'Tyrannosaurus rex had teeth as long as a banana.',
      'Dinosaurs lived on Earth for more than 150 million years.',
      'Birds are living dinosaurs: they came from small feathered dinosaurs.',
      'Some dinosaurs laid eggs in nests, and fossil eggs have been found.',
      'Triceratops had three horns on its face and a big bony frill.',
      'Argentinosaurus was one of the biggest animals ever to walk on land.',
      'Many dinosaur fossils have been found in Alberta, Canada.',
      'Dinosaur poop can turn into a fossil too: it is called a coprolite.',
      'Amber can hold tiny insects from the time of the dinosaurs.',
      'Velociraptor was about the size of a turkey and had feathers.',
      'Brachiosaurus had front legs longer than its back legs.',
      'The word dinosaur means “terrible lizard”.',
      'Some dinosaurs swallowed stones to help grind up their food.',
    ],
  },
];

/** The kits whose PDF has a treasure-map page (the Pirate kit promises a map with X marks). */
export const treasureMapKits: readonly KitPdfSlug[] = ['pirate-bunny'];

export function cardFactsFor(kit: KitPdfSlug): CardFacts | undefined {
  return cardFacts.find((entry) => entry.kit === kit);
}
