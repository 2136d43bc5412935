import { PageMeta } from '@/components/layout/page-meta';
import { renderWithRouter } from '@/testing/render';

const head = () => document.head;

describe('PageMeta', () => {
  it('puts title, description, canonical, Open Graph, Twitter tags and JSON-LD in place', () => {
    renderWithRouter(
      <PageMeta
        title="Shop"
        description="Browse kits."
        image="/images/kits/og/easter-bunny.png"
        jsonLd={{ '@type': 'Product', name: 'Easter </script> Bunny' }}
      />,
      { path: '/shop' },
    );
    expect(document.title).toBe('Shop | Adventure Clue Kits');
    expect(head().querySelector('meta[name="description"]')).toHaveAttribute('content', 'Browse kits.');
    expect(head().querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://adventurecluekits.com/shop',
    );
    expect(head().querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'https://adventurecluekits.com/images/kits/og/easter-bunny.png',
    );
    expect(head().querySelector('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    expect(head().querySelector('meta[name="robots"]')).toBeNull();
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(jsonLd?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(jsonLd?.textContent ?? '')).toEqual({
      '@type': 'Product',
      name: 'Easter </script> Bunny',
    });
  });

  it('keeps noindex pages out of search, without a canonical URL', () => {
    renderWithRouter(<PageMeta title="Thank you" description="Done." noindex />, {
      path: '/thank-you-order',
    });
    expect(head().querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(head().querySelector('link[rel="canonical"]')).toBeNull();
  });
});
