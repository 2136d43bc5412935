import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frenchTypography as fr } from '@domain/french-typography';
import { quebecAddress } from '@domain/order-test-fixtures';
import { renderInFrench, renderWithRouter } from '@/testing/render';
import type { OrderReceipt } from '../api/order-types';
import { withKitTitlesIn } from '../kit-title';
import { answerFetch, DOWNLOAD_TOKEN, downloadsPage, expiredLink } from '../orders-test-fixtures';
import { OrderDownloads } from './order-downloads';
import { OrderSummary } from './order-summary';
import { RecoveryForm } from './recovery-form';

// A buyer's order pages in French (issue 20 §1, §2): the thank-you summary, the downloads page and the
// lost-downloads form, whose request asks for the links in French.

/** Testing Library collapses spaces, French no-break spaces included: compare with plain spaces. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const receipt: OrderReceipt = {
  number: 'ACK-1042',
  email: 'parent@example.com',
  status: 'paid',
  currency: 'CAD',
  region: 'ca',
  subtotalCents: 7498,
  shippingCents: 0,
  taxCents: 0,
  taxLines: [],
  totalCents: 7498,
  shippingAddress: quebecAddress,
  items: [
    { kit: 'easter-bunny', title: 'Easter Bunny Hunt', format: 'digital', quantity: 1, lineCents: 2499 },
    { kit: 'cool-bunny', title: 'Cool Bunny Hunt', format: 'printed', quantity: 1, lineCents: 4999 },
  ],
};

const sentBody = (spy: ReturnType<typeof answerFetch>) =>
  JSON.parse(String(spy.mock.lastCall?.[1]?.body)) as Record<string, unknown>;

describe('the order summary in French', () => {
  it('names the order, the kits and the amounts in French', async () => {
    const order = await withKitTitlesIn('fr', receipt);
    expect(await withKitTitlesIn('en', receipt)).toBe(receipt);
    renderInFrench(<OrderSummary order={order} />, { path: '/fr/thank-you-print-order' });
    const summary = screen.getByRole('region', { name: 'Commande ACK-1042' });
    expect(summary).toHaveTextContent('Chasse aux cocos de Pâques – Téléchargement numérique × 1');
    expect(summary).toHaveTextContent('Chasse du lapin cool – Imprimée et livrée × 1');
    expect(plain(summary.textContent)).toContain('Total payé74,98 $');
    expect(summary).toHaveTextContent('Reçu envoyé à parent@example.com');
    expect(within(summary).getByText('parent@example.com').tagName).toBe('STRONG');
    expect(within(summary).getByRole('heading', { name: 'Livraison à' })).toBeInTheDocument();
    expect(summary).not.toHaveTextContent('Order');
  });

  it('names a classroom kit’s licence, in each language', async () => {
    const classroom: OrderReceipt = {
      ...receipt,
      items: receipt.items.map((item) =>
        item.format === 'digital' ? { ...item, licence: 'classroom', lineCents: 8999 } : item,
      ),
    };
    const french = renderInFrench(<OrderSummary order={await withKitTitlesIn('fr', classroom)} />, {
      path: '/fr/thank-you-order',
    });
    expect(screen.getByRole('region', { name: 'Commande ACK-1042' })).toHaveTextContent(
      'Chasse aux cocos de Pâques – Téléchargement numérique, Licence pour une classe × 1',
    );
    french.unmount();
    renderWithRouter(<OrderSummary order={classroom} />, { path: '/thank-you-order' });
    expect(screen.getByRole('region', { name: 'Order ACK-1042' })).toHaveTextContent(
      'Easter Bunny Hunt – Digital Download, Classroom licence × 1',
    );
  });

  it('stays in English on an English page', () => {
    renderWithRouter(<OrderSummary order={receipt} />, { path: '/thank-you-print-order' });
    const summary = screen.getByRole('region', { name: 'Order ACK-1042' });
    expect(summary).toHaveTextContent('Easter Bunny Hunt – Digital Download × 1');
    expect(summary).toHaveTextContent('Total paid$74.98 CAD');
    expect(summary).toHaveTextContent('Receipt sent to parent@example.com');
  });
});

describe('the downloads page in French', () => {
  it('shows each kit of the order with its French title and French choices', async () => {
    answerFetch(200, { order: downloadsPage });
    renderInFrench(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/fr/downloads/abc' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre commande…');
    const kit = await screen.findByRole('form', { name: 'Télécharger Chasse aux cocos de Pâques' });
    expect(plain(screen.getByText(/^Commande ACK-1042/).textContent)).toContain(
      'Commande ACK-1042 · Ajoutez le prénom de votre enfant',
    );
    expect(within(kit).getByLabelText('Prénom de l’enfant (facultatif)')).toBeInTheDocument();
    const paper = within(kit).getByLabelText('Papier');
    expect(
      within(paper)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lettre', 'A4']);
    const ink = within(kit).getByLabelText('Encre');
    expect(
      within(ink)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Couleur', 'Noir et blanc']);
    expect(within(kit).getByRole('button', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(within(kit).getByRole('button', { name: 'Tout télécharger (zip)' })).toBeInTheDocument();
    expect(within(kit).getByRole('heading', { name: 'Tout dans un seul zip' })).toBeInTheDocument();
    expect(plain(screen.getByText(/^Commande passée avec/).textContent)).toBe(
      plain(
        fr(
          'Commande passée avec p•••@example.com. Ce lien est valide jusqu’au 20 mars 2027; ensuite, cette page vous permet d’en demander un nouveau par courriel.',
        ),
      ),
    );
  });

  it('says in French that a link expired and asks for a new one in French', async () => {
    const user = userEvent.setup();
    const spy = answerFetch(410, expiredLink);
    renderInFrench(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/fr/downloads/abc' });
    expect(await screen.findByText('Ce lien de téléchargement a expiré.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Entrez l’adresse courriel utilisée lors de l’achat et nous vous enverrons un nouveau lien par courriel.',
      ),
    ).toBeInTheDocument();
    spy.mockResolvedValue(new Response(JSON.stringify({ ok: true, message: 'En route.' }), { status: 200 }));
    await user.type(screen.getByLabelText('Courriel'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes liens de téléchargement' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('En route.'));
    expect(sentBody(spy)).toEqual({ email: 'parent@example.com', locale: 'fr' });
  });

  it('words a failed download in French', async () => {
    answerFetch(200, { order: downloadsPage });
    renderInFrench(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/fr/downloads/abc' });
    const kit = await screen.findByRole('form', { name: 'Télécharger Chasse aux cocos de Pâques' });
    vi.mocked(globalThis.fetch).mockRejectedValueOnce(new TypeError('offline'));
    await userEvent.setup().click(within(kit).getByRole('button', { name: 'Télécharger le PDF' }));
    expect(
      await within(kit).findByText(
        fr('Le téléchargement n’a pas pu démarrer. Vérifiez votre connexion et réessayez.'),
      ),
    ).toBeInTheDocument();
  });

  it('sends the buyer of a revoked link to the French recovery page', async () => {
    answerFetch(404, { error: 'This download link is not valid.' });
    renderInFrench(<OrderDownloads token={DOWNLOAD_TOKEN} />, { path: '/fr/downloads/abc' });
    expect(await screen.findByText('Ce lien de téléchargement n’est plus valide.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renvoyez-moi mes liens de téléchargement' })).toHaveAttribute(
      'href',
      '/fr/recover-downloads',
    );
  });
});

describe('the lost-downloads form in French', () => {
  it('checks the address in French, then asks for the links in French and shows the answer', async () => {
    const user = userEvent.setup();
    const message = fr(
      'Si cette adresse a des commandes payées, un courriel avec leurs liens de téléchargement est en route.',
    );
    const spy = answerFetch(200, { ok: true, message });
    renderInFrench(<RecoveryForm />, { path: '/fr/recover-downloads' });

    await user.type(screen.getByLabelText('Courriel'), 'parent@');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes liens de téléchargement' }));
    expect(screen.getByText('Veuillez entrer une adresse courriel valide.')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Courriel'), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes liens de téléchargement' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(plain(message)));
    expect(String(spy.mock.lastCall?.[0])).toMatch(/\/functions\/v1\/orders\/recover$/);
    expect(sentBody(spy)).toEqual({ email: 'parent@example.com', locale: 'fr' });
  });

  it('says in French when there have been too many requests', async () => {
    const user = userEvent.setup();
    answerFetch(429, { error: 'Too many requests — please try again later.' });
    renderInFrench(<RecoveryForm />, { path: '/fr/recover-downloads' });
    await user.type(screen.getByLabelText('Courriel'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Envoyer mes liens de téléchargement' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Trop de demandes — veuillez réessayer dans une heure.',
      ),
    );
  });

  it('asks for the English links from an English page', async () => {
    const user = userEvent.setup();
    const spy = answerFetch(200, {
      ok: true,
      message: 'If this address has paid orders, an email is on its way.',
    });
    renderWithRouter(<RecoveryForm />, { path: '/recover-downloads' });
    await user.type(screen.getByLabelText('Email'), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send My Download Links' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('an email is on its way'));
    expect(sentBody(spy)).toEqual({ email: 'parent@example.com', locale: 'en' });
  });
});
