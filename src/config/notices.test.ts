import { fillNotice, inlineNotices, interpolate, notices } from '@/config/notices';

describe('notices (spec §8)', () => {
  it('holds the spec texts and variants', () => {
    expect(notices.reviewRatingMissing).toEqual({
      title: 'Please add a rating',
      description: 'Please select a star rating before submitting your review.',
      variant: 'destructive',
    });
    expect(notices.contactSent.description).toBe("Thank you for your message. We'll get back to you soon.");
    expect(notices.contactFailed.variant).toBe('destructive');
    expect(notices.reviewFailed.variant).toBe('default');
    expect(notices.logoutFailed).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(notices.clueGenerationFailed.title).toBe('Generation Failed');
    expect(inlineNotices.locationFailed).toBe('Failed to detect location');
  });

  it('fills {email} and {template}', () => {
    expect(fillNotice(notices.contactFailed, { email: 'help@example.com' }).description).toBe(
      'Please try again or contact us directly at help@example.com',
    );
    expect(fillNotice(notices.addedToCart, { template: 'Cool Bunny' })).toEqual({
      title: 'Added to cart',
      description: 'Cool Bunny Digital Download has been added to your cart',
      variant: 'default',
    });
  });

  it('refuses to show a placeholder it has no value for', () => {
    expect(() => interpolate('Write to {email}', {})).toThrow('No value for {email}');
  });
});
