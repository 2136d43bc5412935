import { huntChain, type Hunt } from '@domain/hunt-request';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { editHuntClue, planHunt, regenerateHuntClue } from '@/features/clues/api/generate-hunt';
import { getHunt, getHunts, deleteHunt } from '@/features/clues/api/get-hunts';
import { HuntHistoryList } from '@/features/clues/hunt-history-list';
import { HuntPlanner } from '@/features/clues/hunt-planner';
import { renderWithRouter } from '@/testing/render';

// The calls to generate-hunt and REST are stubbed here; tests/e2e/hunts.spec.ts runs the real ones.
vi.mock('@/features/clues/api/generate-hunt', () => ({
  planHunt: vi.fn(),
  editHuntClue: vi.fn(),
  regenerateHuntClue: vi.fn(),
}));
vi.mock('@/features/clues/api/get-hunts', () => ({
  getHunt: vi.fn(),
  getHunts: vi.fn(),
  deleteHunt: vi.fn(),
}));

const huntId = '8f0c6a52-3c1e-4b8e-9d57-0a1b2c3d4e5f';
const places = ['under the slide', 'behind the big tree', 'in the toy box'];

function makeHunt(texts = ['Maya, slide on over!', 'Peek behind the big tree!', 'Open the toy box!']): Hunt {
  return {
    id: huntId,
    title: "Maya's nature hunt (3 cards)",
    theme: 'nature',
    difficulty: 'easy',
    ageBand: '3-6',
    childName: 'Maya',
    treasure: 'a kite',
    places,
    clues: huntChain(places, texts),
    createdAt: '2026-11-22T12:00:00.000Z',
  };
}

/** The page as a link from the history opens it: the hunt's id in the address. */
function renderSavedHunt() {
  const router = createMemoryRouter([{ path: '/clue-hunt', element: <HuntPlanner /> }], {
    initialEntries: [`/clue-hunt?hunt=${huntId}`],
  });
  return render(<RouterProvider router={router} />);
}

/** Types by pasting: one event per field keeps these tests quick on a busy machine. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const placeBoxes = () => screen.getAllByRole('textbox', { name: /^Place \d+$/ }) as HTMLInputElement[];
const values = () => placeBoxes().map((input) => input.value);

async function fillPlan(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Theme'), 'nature');
  await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
  await user.selectOptions(screen.getByLabelText('Age band'), '3-6');
  await fill(user, screen.getByLabelText("Child's name (optional)"), 'Maya');
  await fill(user, screen.getByLabelText('Treasure note (optional)'), 'a kite');
  for (const [index, place] of places.entries()) await fill(user, placeBoxes()[index]!, place);
}

describe('Plan a Whole Hunt', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.mocked(planHunt).mockReset();
    vi.mocked(editHuntClue).mockReset();
    vi.mocked(regenerateHuntClue).mockReset();
    vi.mocked(getHunt).mockReset();
  });

  it('puts each message next to its field and sends nothing until the plan is valid', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    await fill(user, placeBoxes()[1]!, 'Under the slide');
    await fill(user, placeBoxes()[2]!, 'under  the slide');
    await fill(user, screen.getByLabelText("Child's name (optional)"), 'Maya2');
    await user.click(screen.getByRole('button', { name: 'Write My Hunt' }));

    expect(await screen.findByText('Please choose a theme.')).toBeInTheDocument();
    expect(screen.getByLabelText('Theme')).toHaveAccessibleDescription('Please choose a theme.');
    expect(screen.getByLabelText('Difficulty')).toHaveAccessibleDescription('Please choose a difficulty.');
    expect(placeBoxes()[0]).toHaveAccessibleDescription(
      'Place 1 must not be blank: say where the card will hide.',
    );
    expect(placeBoxes()[2]).toHaveAccessibleDescription(
      'Place 3 is the same as place 2: every card needs its own hiding place.',
    );
    expect(screen.getByLabelText("Child's name (optional)")).toHaveAccessibleDescription(
      "Used in the first clue. Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.",
    );
    expect(planHunt).not.toHaveBeenCalled();
  });

  it('puts a refusal from the server next to the field it names', async () => {
    vi.mocked(planHunt).mockResolvedValueOnce({
      ok: false,
      status: 400,
      message: 'Place 2 must be described in plain, kind words, without links.',
      fieldErrors: { 'places.1': 'Place 2 must be described in plain, kind words, without links.' },
    });
    const user = userEvent.setup();
    renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Write My Hunt' }));
    await waitFor(() =>
      expect(placeBoxes()[1]).toHaveAccessibleDescription(
        'Place 2 must be described in plain, kind words, without links.',
      ),
    );
    expect(placeBoxes()[1]).toHaveAttribute('aria-invalid', 'true');
    expect(values()).toEqual(places);
  });

  it('places a refusal by the field path the server gives, whatever language its message is in', async () => {
    const french = 'La cachette 3 doit être décrite avec des mots simples et gentils, sans lien.';
    vi.mocked(planHunt).mockResolvedValueOnce({
      ok: false,
      status: 400,
      message: french,
      fieldErrors: { 'places.2': french },
    });
    const user = userEvent.setup();
    renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Write My Hunt' }));
    await waitFor(() => expect(placeBoxes()[2]).toHaveAccessibleDescription(french));
    expect(placeBoxes()[1]).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(french)).toHaveLength(1);
  });

  it('adds up to 12 places, keeps at least 2, and reorders with the arrow buttons or by dragging', async () => {
    const user = userEvent.setup();
    renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    for (const [index, place] of ['a', 'b', 'c'].entries()) await fill(user, placeBoxes()[index]!, place);

    await user.click(screen.getByRole('button', { name: 'Move place 3 up' }));
    expect(values()).toEqual(['a', 'c', 'b']);
    expect(screen.getByRole('status')).toHaveTextContent('Place 3 moved to position 2.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move place 2 up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(values()).toEqual(['c', 'a', 'b']);
    // At the top, focus moves to the other arrow of the same row instead of a disabled button.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move place 1 down' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Move place 1 up' })).toBeDisabled();

    const rows = screen.getAllByTestId('hunt-place');
    fireEvent.dragStart(rows[0]!.querySelector('[draggable="true"]')!, { dataTransfer: { setData() {} } });
    fireEvent.dragOver(rows[2]!);
    fireEvent.drop(rows[2]!);
    expect(values()).toEqual(['a', 'b', 'c']);

    await user.click(screen.getByRole('button', { name: 'Remove place 3' }));
    expect(placeBoxes()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove place 1' })).toBeDisabled();
    for (let count = 2; count < 12; count++)
      await user.click(screen.getByRole('button', { name: 'Add a place' }));
    expect(placeBoxes()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Add a place' })).toBeDisabled();
  });

  it('sends the plan, shows the chain with its hiding plan and keeps the hunt in the address', async () => {
    vi.mocked(planHunt).mockResolvedValueOnce({ ok: true, hunt: makeHunt(), safety: [null, null, null] });
    const user = userEvent.setup();
    const { router } = renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Write My Hunt' }));

    await waitFor(() =>
      expect(planHunt).toHaveBeenCalledWith({
        theme: 'nature',
        difficulty: 'easy',
        ageBand: '3-6',
        places,
        childName: 'Maya',
        treasure: 'a kite',
        locale: 'en',
      }),
    );
    const plan = await screen.findByRole('list', { name: 'Hiding plan' });
    const cards = within(plan).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByTestId('hide-at')).toHaveTextContent('Hand it to Maya to start');
    expect(within(cards[0]!).getByTestId('leads-to')).toHaveTextContent('under the slide');
    expect(within(cards[2]!).getByTestId('hide-at')).toHaveTextContent('behind the big tree');
    expect(within(cards[2]!).getByTestId('leads-to')).toHaveTextContent('in the toy box');
    expect(screen.queryByRole('note')).toBeNull();
    expect(cards[3]).toHaveTextContent('Treasure');
    expect(cards[3]).toHaveTextContent('a kite');
    expect(router.state.location.search).toBe(`?hunt=${huntId}`);
  });

  it('shows the server’s refusal above the button and keeps the form', async () => {
    vi.mocked(planHunt).mockResolvedValueOnce({
      ok: false,
      status: 429,
      message: 'You have reached the limit of 30 clues a minute. Please try again in 20 seconds.',
    });
    const user = userEvent.setup();
    renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Write My Hunt' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have reached the limit of 30 clues a minute. Please try again in 20 seconds.',
    );
    expect(values()).toEqual(places);
  });

  it('edits a card: a refusal shows next to the text, which stays as typed; a good text is saved', async () => {
    vi.mocked(getHunt).mockResolvedValueOnce(makeHunt());
    const user = userEvent.setup();
    renderSavedHunt();
    const card2 = await screen.findByRole('listitem', { name: 'Clue 2' });
    await user.click(within(card2).getByRole('button', { name: 'Edit clue 2' }));
    const box = within(card2).getByLabelText('Text of clue 2');
    expect(box).toHaveFocus();

    await user.clear(box);
    await user.click(within(card2).getByRole('button', { name: 'Save clue 2' }));
    expect(
      await within(card2).findByText('Text must not be blank: write the clue for this card.'),
    ).toBeVisible();
    expect(editHuntClue).not.toHaveBeenCalled();

    vi.mocked(editHuntClue).mockResolvedValueOnce({
      ok: false,
      status: 400,
      message: 'Clue 2 was not saved: The clue contains a link.',
    });
    await fill(user, box, 'See www.example.com!');
    await user.click(within(card2).getByRole('button', { name: 'Save clue 2' }));
    expect(await within(card2).findByText('Clue 2 was not saved: The clue contains a link.')).toBeVisible();
    expect(box).toHaveValue('See www.example.com!');
    expect(box).toHaveAttribute('aria-invalid', 'true');

    vi.mocked(editHuntClue).mockResolvedValueOnce({
      ok: true,
      hunt: makeHunt(['Maya, slide on over!', 'The tree hides a secret behind it!', 'Open the toy box!']),
      safety: [null, null, null],
    });
    await user.clear(box);
    await fill(user, box, 'The tree hides a secret behind it!');
    await user.click(within(card2).getByRole('button', { name: 'Save clue 2' }));
    expect(editHuntClue).toHaveBeenLastCalledWith({
      huntId,
      number: 2,
      text: 'The tree hides a secret behind it!',
      locale: 'en',
    });
    expect(await within(card2).findByTestId('hunt-clue-text')).toHaveTextContent(
      'The tree hides a secret behind it!',
    );
  });

  it('writes one card again, and says why when it cannot', async () => {
    vi.mocked(getHunt).mockResolvedValueOnce(makeHunt());
    vi.mocked(regenerateHuntClue)
      .mockResolvedValueOnce({
        ok: true,
        hunt: makeHunt(['Maya, slide on over!', 'Peek behind the big tree!', 'A box of toys waits for you!']),
        safety: [null, null, null],
      })
      .mockResolvedValueOnce({
        ok: false,
        status: 429,
        message: 'You have reached the limit of 300 clues a day.',
      });
    const user = userEvent.setup();
    renderSavedHunt();
    const card3 = await screen.findByRole('listitem', { name: 'Clue 3' });
    await user.click(within(card3).getByRole('button', { name: 'Write clue 3 again' }));
    await waitFor(() => expect(regenerateHuntClue).toHaveBeenCalledWith({ huntId, number: 3, locale: 'en' }));
    expect(await within(card3).findByText('A box of toys waits for you!')).toBeVisible();
    await user.click(within(card3).getByRole('button', { name: 'Write clue 3 again' }));
    expect(await within(card3).findByRole('alert')).toHaveTextContent(
      'You have reached the limit of 300 clues a day.',
    );
  });

  it('shows the function’s safety note and a safer place on each card that leads somewhere unsafe', async () => {
    const risky = ['under the slide', 'next to the oven', 'in the toy box'];
    vi.mocked(planHunt).mockResolvedValueOnce({
      ok: true,
      hunt: { ...makeHunt(), places: risky, clues: huntChain(risky, ['Slide!', 'Warm spot!', 'Toys!']) },
      safety: [null, { note: 'The oven gets hot.', suggestion: 'How about the bread box instead?' }, null],
    });
    const user = userEvent.setup();
    renderWithRouter(<HuntPlanner />, { path: '/clue-hunt' });
    await fillPlan(user);
    await user.click(screen.getByRole('button', { name: 'Write My Hunt' }));
    const card2 = await screen.findByRole('listitem', { name: 'Clue 2' });
    expect(within(card2).getByRole('note')).toHaveTextContent(
      'Safety tip: The oven gets hot. How about the bread box instead?',
    );
    expect(within(card2).getByTestId('hunt-clue-text')).toHaveTextContent('Warm spot!');
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('gives a hunt opened from the history the same notes, from the same list', async () => {
    const risky = ['in the mailbox', 'under the slide', 'dans le garage'];
    vi.mocked(getHunt).mockResolvedValueOnce({
      ...makeHunt(),
      places: risky,
      clues: huntChain(risky, ['Letters!', 'Slide!', 'Voitures!']),
    });
    renderSavedHunt();
    const card1 = await screen.findByRole('listitem', { name: 'Clue 1' });
    expect(within(card1).getByRole('note')).toHaveTextContent(
      'Safety tip: The mailbox is often by the road, and it is for mail only. How about under the doormat instead?',
    );
    expect(within(screen.getByRole('listitem', { name: 'Clue 2' })).queryByRole('note')).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Clue 3' })).getByRole('note')).toHaveTextContent(
      'The garage holds tools, chemicals and cars.',
    );
  });

  it('says so when the hunt in the address is not one of the member’s', async () => {
    vi.mocked(getHunt).mockResolvedValueOnce(null);
    renderSavedHunt();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That hunt could not be found. Plan a new one above.',
    );
    expect(screen.queryByRole('list', { name: 'Hiding plan' })).toBeNull();
  });
});

describe('hunts in the history', () => {
  it('lists each hunt with its hiding plan, a link to open it, and deletes', async () => {
    vi.mocked(getHunts).mockResolvedValueOnce([makeHunt()]);
    vi.mocked(deleteHunt).mockResolvedValueOnce();
    const user = userEvent.setup();
    renderWithRouter(<HuntHistoryList />, { path: '/clue-history' });
    const table = await screen.findByRole('table', { name: "Hiding plan of Maya's nature hunt (3 cards)" });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CardHide it atLeads to',
      'Clue 1Hand it to Maya to startunder the slide',
      'Clue 2under the slidebehind the big tree',
      'Clue 3behind the big treein the toy box',
      'Treasurein the toy boxa kite',
    ]);
    expect(screen.getByRole('link', { name: "Open Maya's nature hunt (3 cards)" })).toHaveAttribute(
      'href',
      `/clue-hunt?hunt=${huntId}`,
    );
    await user.click(screen.getByRole('button', { name: "Delete Maya's nature hunt (3 cards)" }));
    expect(deleteHunt).toHaveBeenCalledWith(huntId);
    expect(await screen.findByText(/No hunts yet/)).toBeInTheDocument();
  });
});
