import { site } from '@/config/site';

export const TERMS_LAST_UPDATED = 'March 8, 2025';

export interface TermsSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
}

export const termsContent = {
  title: 'Terms and Conditions',
  heading: 'Terms and Conditions for Digital Downloads',
  lastUpdated: `Last updated: ${TERMS_LAST_UPDATED}`,
  intro: `These terms apply to every digital download bought from ${site.name}. By buying or downloading a kit you agree to them. We have kept them short and plain; if anything is unclear, just ask us.`,
} as const;

/** The spec's terms, one section per rule, in its order. */
export const termsSections: readonly TermsSection[] = [
  {
    id: 'licence',
    heading: '1. Personal-Use Licence Only',
    paragraphs: [
      'When you buy a kit you receive a personal, non-exclusive, non-transferable licence to print and use it for your own family, friends and private events, such as a birthday party or an Easter morning at home.',
      'Use by schools, daycares, businesses or paid events is not covered by this licence unless we have agreed to it in writing.',
    ],
  },
  {
    id: 'restrictions',
    heading: '2. No Resale, Sharing or Modification',
    paragraphs: [
      'You may not resell, share, give away, upload or distribute the files, printed or digital, in whole or in part, including on websites, social media or file-sharing services.',
      'You may not modify the designs to create or sell derivative products. Filling in the editable clue cards for your own hunt is, of course, what they are for.',
    ],
  },
  {
    id: 'copyright',
    heading: '3. Copyright',
    paragraphs: [
      `All designs, illustrations, riddles and text remain the property and copyright of ${site.name}. Buying a kit gives you a licence to use it, not ownership of the artwork or its copyright.`,
    ],
  },
  {
    id: 'sales-final',
    heading: '4. All Sales Are Final',
    paragraphs: [
      'Because digital files cannot be returned once they have been delivered, all sales are final and we do not offer refunds or exchanges.',
    ],
  },
  {
    id: 'support',
    heading: '5. Problems With Your Order',
    paragraphs: [
      `If a file will not download, open or print correctly, contact our support team at ${site.supportEmail} and we will help you, or send the files again.`,
    ],
  },
  {
    id: 'as-is',
    heading: '6. Files Provided As Is',
    paragraphs: [
      'The files are provided as is, without warranties of any kind. Colours and results can vary with printers, paper and settings, and we are not responsible for printing costs or results.',
      'A scavenger hunt is active play: please choose safe hiding places and supervise children appropriately.',
    ],
  },
  {
    id: 'changes',
    heading: '7. Changes to These Terms',
    paragraphs: [
      'We may update these terms from time to time. The version published on this page, with its last-updated date, applies to purchases made from that date.',
    ],
  },
  {
    id: 'law',
    heading: '8. Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the Province of Saskatchewan, Canada, and the federal laws of Canada that apply there.',
    ],
  },
];
