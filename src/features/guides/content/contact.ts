/** The contact page's topics, in order: `guides.contact.topics.<id>.title|body`. */
export const contactTopicIds = ['lostDownload', 'buy', 'printing'] as const;

/**
 * The contact route's title and description in English, until its module reads them from the guides
 * catalog (`guides.contact.title`, `guides.contact.description`); the page's own texts are there already.
 */
export const contactContent = {
  title: 'Contact Us',
  description:
    'Questions about a kit, a lost download or a purchase? Email us and a real person will answer.',
} as const;
