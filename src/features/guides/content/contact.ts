import { site } from '@/config/site';

export const contactContent = {
  title: 'Contact Us',
  description:
    'Questions about a kit, a lost download or a purchase? Email us and a real person will answer.',
  heading: 'Contact Us',
  lead: 'Questions about a kit, a lost download or buying a kit? We are a small family business and read every message.',
  emailHeading: 'Email Us',
  emailBody: 'Write to us and we will get back to you, usually within one business day.',
  email: site.supportEmail,
  topics: [
    {
      title: 'Lost your download?',
      body: 'Tell us the email address you ordered with and we will send your files again.',
    },
    {
      title: 'Want to buy a kit?',
      body: 'Online checkout is paused while we update our payment system. Tell us which kit you would like and we will help you purchase it.',
    },
    {
      title: 'Trouble printing?',
      body: 'Send us a note about what you see and which device you use, and we will help you sort it out.',
    },
  ],
} as const;
