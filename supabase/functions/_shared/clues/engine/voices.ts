import type { ClueTheme } from '../../domain/clue-request.ts';

/**
 * How each theme speaks. Easy openers stay a few words long so the whole clue fits a young child's
 * 30-word limit; addresses start couplets; riddle openers announce the riddle in the theme's voice.
 */
export interface ThemeVoice {
  easyOpeners: readonly string[];
  addresses: readonly string[];
  riddleOpeners: readonly string[];
  /** Words an LLM prompt uses to describe the voice. */
  description: string;
}

export const themeVoices: Record<ClueTheme, ThemeVoice> = {
  adventure: {
    easyOpeners: ['Adventure time!', 'Off we go, explorer!', 'Ready, explorer?'],
    addresses: ['Brave explorer', 'Adventurer', 'Trailblazer'],
    riddleOpeners: [
      'Explorer, crack this riddle to find the next treasure:',
      'A riddle from the treasure map:',
      'The old pirate captain asks:',
      'Adventurer, can you solve this one?',
    ],
    description: 'a bold treasure-hunt explorer on an adventure',
  },
  mystery: {
    easyOpeners: ['Detective, listen!', 'A new case!', 'Clue time, detective!'],
    addresses: ['Detective', 'Super sleuth', 'Clever detective'],
    riddleOpeners: [
      'Detective, here is a mystery to solve:',
      'A top secret riddle for a detective:',
      'Case file number nine, a riddle:',
      'Sleuth, study this riddle:',
    ],
    description: 'a detective solving a friendly mystery case',
  },
  fantasy: {
    easyOpeners: ['A fairy whispers:', 'Hello, young wizard!', 'Magic time!'],
    addresses: ['Young wizard', 'Brave knight', 'Little dragon rider'],
    riddleOpeners: [
      "A wizard's riddle, spoken softly:",
      'The dragon asks you this riddle:',
      'A riddle from the fairy queen:',
      'The castle owl whispers a riddle:',
    ],
    description: 'a magical fairy-tale world of wizards, knights and friendly dragons',
  },
  nature: {
    easyOpeners: ['Little ranger, listen!', 'A bird sings:', 'Nature walk time!'],
    addresses: ['Little ranger', 'Nature friend', 'Busy bee'],
    riddleOpeners: [
      'A riddle from the forest:',
      'The wise old owl asks:',
      'A squirrel chatters a riddle:',
      'Ranger, hear this riddle:',
    ],
    description: 'a gentle nature walk with animals, plants and the outdoors',
  },
  science: {
    easyOpeners: ['Scientist, listen!', 'Experiment time!', 'Lab alert!'],
    addresses: ['Young scientist', 'Lab partner', 'Curious inventor'],
    riddleOpeners: [
      'Lab riddle, observe closely:',
      'Science riddle, test your brain:',
      'Hypothesis time, a riddle:',
      'Scientist, examine this riddle:',
    ],
    description: 'a curious young scientist running fun experiments',
  },
};
