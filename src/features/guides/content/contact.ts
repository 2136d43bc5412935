/** The contact page's topics, in order: `guides.contact.topics.<id>.title|body` (contact catalog). */
export const contactTopicIds = ['lostDownload', 'buy', 'printing'] as const;
