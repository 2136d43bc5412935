import type { GuideStep } from '../components/guide-layout';
import { stepIcons } from './step-icons';

export const instructionsContent = {
  title: 'Instructions',
  heading: 'Kit Instructions',
  lead: 'Everything you need to get from your order email to a hunt in full swing.',
  stepsHeading: 'Three Steps to Get Started',
  filesHeading: 'Trouble Opening Your Files?',
  fileHelp: [
    {
      question: 'Where are my files?',
      answer:
        'Your order email has a Download All link that saves every file in one zip folder. Its other link opens your downloads page, where you can also download one PDF instantly on the paper and ink you choose.',
    },
    {
      question: 'How do I open a zip folder?',
      answer:
        'On a computer, double-click the zip (or right-click and choose Extract All on Windows). On a phone or tablet, tap it in your Files app to unzip it. The README file inside says which file is which.',
    },
    {
      question: 'The PDFs will not open or print properly.',
      answer:
        'Open them in a free PDF reader such as Adobe Acrobat Reader, and print at Actual size (100%) so the cards line up. Editing the clue cards works best on a computer.',
    },
    {
      question: 'Did the email not arrive?',
      answer: 'Check your spam or promotions folder, and search your inbox for "Adventure Clue Kits".',
    },
  ],
  printShopHeading: 'No Printer at Home?',
  printShopBody:
    'Any print or copy shop can print your kit in a few minutes. Bring the files on your phone or a USB stick.',
  printShopLink: 'Find a Print Shop Near You',
  recoveryHeading: 'Lost Your Download?',
  recoveryBody: 'It happens! Send us your order email address and we will send your files again.',
  recoveryLink: 'Recover my download',
} as const;

/** The spec's three steps: download the kit, print and personalize, set up. */
export const instructionsSteps: readonly GuideStep[] = [
  {
    title: 'Download Your Kit',
    body: 'Open your order email and press Download All, then unzip the folder on your computer or phone.',
    icon: stepIcons.choose,
  },
  {
    title: 'Print and Personalize',
    body: 'Print the posters, footprints and cards. Fill each clue card with a riddle from the bonus list or write your own hiding spots.',
    icon: stepIcons.print,
  },
  {
    title: 'Set Up the Hunt',
    body: 'Hide the cards in reverse order, from the treasure back to the first clue, hang the welcome poster and keep clue one for the start.',
    icon: stepIcons.setUp,
  },
];
