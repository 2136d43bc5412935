import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { notices } from '@/config/notices';
import { ClueGeneratorForm } from '@/features/clues/clue-generator-form';
import { ClueHistoryList } from '@/features/clues/clue-history-list';
import { ClueSidebar } from '@/features/clues/clue-sidebar';
import { CluesProvider } from '@/features/clues/clues-provider';
import { toastStore } from '@/lib/toast';
import { createFakeSupabase, FAKE_MEMBER_TOKEN, makeClue } from '@/testing/fake-supabase';
import { stubFunctions } from '@/testing/function-calls';
import { renderWithRouter } from '@/testing/render';

const LOCATION_LABEL = 'Chat with the Clue Master about where you want to hide the next clue';
const clueFormNotices = {
  missingFields: {
    title: 'Missing Information',
    description: 'Please fill in all required fields (theme and difficulty).',
  },
  missingLocation: {
    title: 'Location Required',
    description: 'Please describe where you want to hide the clue.',
  },
};

const fake = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createFakeSupabase> }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return fake.current.client;
  },
}));

const lastToast = () => toastStore.getSnapshot()[0];

describe('clue generator', () => {
  let functions: ReturnType<typeof stubFunctions>;
  beforeEach(() => {
    fake.current = createFakeSupabase();
    fake.current.startSignedIn();
    functions = stubFunctions();
    toastStore.clear();
  });

  const renderGenerator = () =>
    renderWithRouter(
      <CluesProvider>
        <ClueGeneratorForm />
        <ClueSidebar />
      </CluesProvider>,
    );

  it('asks for theme and difficulty first, then for the hiding place', async () => {
    const user = userEvent.setup();
    renderGenerator();
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    await waitFor(() => expect(lastToast()).toMatchObject(clueFormNotices.missingFields));

    await user.selectOptions(screen.getByLabelText('Theme'), 'mystery');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    await user.type(screen.getByLabelText(LOCATION_LABEL), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    await waitFor(() => expect(lastToast()).toMatchObject(clueFormNotices.missingLocation));
    expect(functions.calls).toEqual([]);
  });

  it('shows the clue, puts it first in the side panel and keeps the panel to three', async () => {
    fake.current.setClues([
      makeClue({ text: 'Old one.' }),
      makeClue({ text: 'Older.' }),
      makeClue({ text: 'Oldest.' }),
    ]);
    const finish = functions.answerLater();
    const user = userEvent.setup();
    renderGenerator();
    expect(await screen.findByText('Old one.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Theme'), 'nature');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'medium');
    await user.type(screen.getByLabelText(LOCATION_LABEL), 'under the garden gnome');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    expect(await screen.findByRole('button', { name: 'Generating with AI...' })).toBeDisabled();
    expect(functions.calls).toMatchObject([
      {
        name: 'generate-clue',
        token: FAKE_MEMBER_TOKEN,
        body: {
          theme: 'nature',
          difficulty: 'medium',
          location: 'under the garden gnome',
          ageBand: '6-8',
          locale: 'en',
        },
      },
    ]);

    const record = makeClue({
      text: 'Where gnomes stand guard, look near the yard.',
      theme: 'nature',
      difficulty: 'medium',
    });
    // A language model wrote it: the spec's notice may call it AI-powered (issue 29 §8).
    await act(async () => finish({ clue: record.text, record, source: 'llm' }));
    expect(await screen.findByTestId('generated-clue')).toHaveTextContent(record.text);
    expect(lastToast()).toMatchObject(notices.clueGenerated);
    const panel = within(screen.getByRole('list', { name: 'Latest clues' }));
    const items = panel.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(record.text);
    expect(screen.getByRole('link', { name: 'More...' })).toHaveAttribute('href', '/clue-history');
  });

  it('calls the clue AI-powered only when a language model wrote it (issue 29 §8)', async () => {
    const record = makeClue({ text: 'Look where the gnome stands guard.', theme: 'nature' });
    functions.answer({ clue: record.text, record, source: 'built-in' });
    const user = userEvent.setup();
    renderGenerator();
    await user.selectOptions(screen.getByLabelText('Theme'), 'nature');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.type(screen.getByLabelText(LOCATION_LABEL), 'under the garden gnome');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    await waitFor(() => expect(lastToast()).toMatchObject(notices.clueWritten));
    expect(lastToast()!.description).not.toMatch(/AI/);
  });

  it('reports a failed generation and keeps the form as it was', async () => {
    functions.answer({ error: 'boom' }, 500);
    const user = userEvent.setup();
    renderGenerator();
    await user.selectOptions(screen.getByLabelText('Theme'), 'science');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.type(screen.getByLabelText(LOCATION_LABEL), 'in the fridge');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    await waitFor(() => expect(lastToast()).toMatchObject(notices.clueGenerationFailed));
    expect(screen.getByLabelText(LOCATION_LABEL)).toHaveValue('in the fridge');
    expect(screen.getByRole('button', { name: 'Generate Clue with AI' })).toBeEnabled();
  });
});

describe('clue history', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
    toastStore.clear();
  });

  it('numbers clues, cycles colours, expands one at a time and deletes', async () => {
    const clues = Array.from({ length: 6 }, (_, index) =>
      makeClue({ text: `Hunt clue ${6 - index}.`, location: `Spot ${6 - index}` }),
    );
    fake.current.setClues(clues);
    const user = userEvent.setup();
    renderWithRouter(
      <CluesProvider>
        <ClueHistoryList />
      </CluesProvider>,
    );
    const cards = await screen.findAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('data-colour'))).toEqual([
      'yellow',
      'blue',
      'green',
      'purple',
      'pink',
      'yellow',
    ]);
    expect(cards[0]).toHaveTextContent('Clue 6');
    expect(cards[5]).toHaveTextContent('Clue 1');

    const first = within(cards[0]!).getByRole('button', { expanded: false });
    await user.click(first);
    expect(within(cards[0]!).getByText('Spot 6')).toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole('button', { expanded: false }));
    expect(within(cards[0]!).queryByText('Spot 6')).not.toBeInTheDocument();
    expect(within(cards[1]!).getByText('Spot 5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Clue 6' }));
    await waitFor(() => expect(screen.queryByText('Hunt clue 6.')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject(notices.clueDeleted);
  });

  // 130 clues: more than one page of 100, few enough for jsdom. Cards are counted with a selector,
  // as role queries over a hundred cards are slow.
  const longHistory = () =>
    Array.from({ length: 130 }, (_, index) => makeClue({ text: `Long hunt clue ${130 - index}.` }));
  const cards = () => screen.getByRole('list', { name: 'Saved clues' }).querySelectorAll(':scope > li');

  it('reads a long history in pages of 100, numbering every card from the full count', async () => {
    fake.current.setClues(longHistory());
    const user = userEvent.setup();
    renderWithRouter(
      <CluesProvider>
        <ClueHistoryList />
      </CluesProvider>,
    );
    expect(await screen.findByText('Showing 100 of 130 clues')).toBeInTheDocument();
    expect(cards()).toHaveLength(100);
    expect(cards()[0]).toHaveTextContent('Clue 130');

    await user.click(screen.getByRole('button', { name: 'Load more clues' }));
    await waitFor(() => expect(cards()).toHaveLength(130));
    expect(cards()[129]).toHaveTextContent('Clue 1');
    expect(cards()[129]).toHaveTextContent('Long hunt clue 1.');
    expect(screen.queryByRole('button', { name: 'Load more clues' })).not.toBeInTheDocument();
    expect(fake.current.ranges).toEqual([
      [0, 99],
      [100, 199],
    ]);
  }, 20_000);

  it('reads the pages not shown yet before printing all clues', async () => {
    fake.current.setClues(longHistory());
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter(
      <CluesProvider>
        <ClueHistoryList />
      </CluesProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Print all clues' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('print-sheet').children).toHaveLength(130);
    expect(screen.getByTestId('print-sheet')).toHaveTextContent('Long hunt clue 1.');
    print.mockRestore();
  }, 20_000);

  it('says so when there are no clues yet', async () => {
    renderWithRouter(
      <CluesProvider>
        <ClueHistoryList />
      </CluesProvider>,
    );
    expect(await screen.findByText('No clues yet')).toBeInTheDocument();
  });

  it('prints the chosen clues, or all of them, as cut-out cards', async () => {
    fake.current.setClues([makeClue({ text: 'Print me.' }), makeClue({ text: 'Not me.' })]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithRouter(
      <CluesProvider>
        <ClueHistoryList />
      </CluesProvider>,
    );
    const chosenButton = await screen.findByRole('button', { name: 'Print chosen clues (0)' });
    expect(chosenButton).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Print Clue 2' }));
    await user.click(screen.getByRole('button', { name: 'Print chosen clues (1)' }));
    expect(print).toHaveBeenCalledTimes(1);
    const sheet = screen.getByTestId('print-sheet');
    expect(sheet).toHaveTextContent('Print me.');
    expect(sheet).not.toHaveTextContent('Not me.');

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(screen.queryByTestId('print-sheet')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Print all clues' }));
    expect(screen.getByTestId('print-sheet')).toHaveTextContent('Not me.');
    expect(print).toHaveBeenCalledTimes(2);
  });
});
