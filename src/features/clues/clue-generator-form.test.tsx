import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ClueGeneratorForm } from '@/features/clues/clue-generator-form';
import { CluesProvider } from '@/features/clues/clues-provider';
import { englishMessages, frenchMessages } from '@/testing/messages';
import { unsafePlaceIn } from '@domain/safe-place-check';
import { toastStore } from '@/lib/toast';
import { createFakeSupabase, FAKE_MEMBER_TOKEN, makeClue } from '@/testing/fake-supabase';
import { stubFunctions } from '@/testing/function-calls';
import { renderWithRouter } from '@/testing/render';

const CHILD_NAME_LABEL = "Child's name (optional)";
const LOCATION_LABEL = 'Chat with the Clue Master about where you want to hide the next clue';
const OFFLINE_ENGINE_NOTE = 'Written by our offline clue engine.';

const fake = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createFakeSupabase> }));
vi.mock('@/lib/supabase', () => ({
  get supabase() {
    return fake.current.client;
  },
}));

const nameMessage = "Child's name must be 1 to 40 letters, spaces, hyphens or apostrophes.";

let functions: ReturnType<typeof stubFunctions>;

/** The generate-clue calls made, as the function received them: the member's token and the request. */
const clueRequests = () =>
  functions.calls.map(({ name, method, token, body }) => ({ name, method, token, body }));

describe('clue generator: age band and child’s name', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
    fake.current.startSignedIn();
    functions = stubFunctions();
    toastStore.clear();
  });

  const renderForm = () =>
    renderWithRouter(
      <CluesProvider>
        <ClueGeneratorForm />
      </CluesProvider>,
    );

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await user.selectOptions(screen.getByLabelText('Theme'), 'fantasy');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.type(screen.getByLabelText(LOCATION_LABEL), 'inside the fridge door');
  }

  it('offers the three age bands with 6-8 chosen, and sends the band and the name', async () => {
    const record = makeClue({ text: 'Maya, go to the fridge door. Look inside it!' });
    functions.answer({ clue: record.text, record, source: 'llm' });
    const user = userEvent.setup();
    renderForm();
    const band = screen.getByLabelText('Age band');
    expect(band).toHaveValue('6-8');
    expect([...(band as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Ages 3–6 (picture-like sentences)',
      'Ages 6–8 (simple riddles)',
      'Ages 8–14 (rhyming riddles)',
    ]);

    await fillRequired(user);
    await user.selectOptions(band, '3-6');
    await user.type(screen.getByLabelText(CHILD_NAME_LABEL), '  Maya ');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));

    expect(await screen.findByTestId('generated-clue')).toHaveTextContent(record.text);
    expect(clueRequests()).toEqual([
      {
        name: 'generate-clue',
        method: 'POST',
        token: FAKE_MEMBER_TOKEN,
        body: {
          theme: 'fantasy',
          difficulty: 'easy',
          location: 'inside the fridge door',
          ageBand: '3-6',
          childName: 'Maya',
          locale: 'en',
        },
      },
    ]);
    expect(screen.queryByText(OFFLINE_ENGINE_NOTE)).not.toBeInTheDocument();
  });

  it('sends no name when the field is left blank, and says when the offline engine wrote the clue', async () => {
    const record = makeClue({ text: 'Go to the fridge door. Look inside it!' });
    functions.answer({ clue: record.text, record, source: 'built-in' });
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));

    expect(await screen.findByText(OFFLINE_ENGINE_NOTE)).toBeInTheDocument();
    expect(functions.calls.map((call) => call.body)).toEqual([
      {
        theme: 'fantasy',
        difficulty: 'easy',
        location: 'inside the fridge door',
        ageBand: '6-8',
        locale: 'en',
      },
    ]);
  });

  it.each(['Maya2', 'R2-D2', '<b>', 'Maya!', 'x'.repeat(41)])(
    'refuses the name %j inline, next to the field, without calling the server',
    async (name) => {
      const user = userEvent.setup();
      renderForm();
      await fillRequired(user);
      const field = screen.getByLabelText(CHILD_NAME_LABEL);
      await user.type(field, name);
      await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));

      expect(await screen.findByText(nameMessage)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(nameMessage));
      expect(functions.calls).toEqual([]);

      await user.clear(field);
      await user.type(field, "Mary-Kate O'Neil");
      await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
      await waitFor(() => expect(functions.calls).toHaveLength(1));
      expect(screen.queryByText(nameMessage)).not.toBeInTheDocument();
    },
  );

  it('shows the server’s message when it refuses the name', async () => {
    const user = userEvent.setup();
    functions.answer({ error: "Child's name must be a name in plain, kind words." }, 400);
    renderForm();
    await fillRequired(user);
    await user.type(screen.getByLabelText(CHILD_NAME_LABEL), 'Maya');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    await waitFor(() =>
      expect(toastStore.getSnapshot()[0]).toMatchObject({
        description: "Child's name must be a name in plain, kind words.",
      }),
    );
  });
});

describe('clue generator: safe places', () => {
  beforeEach(() => {
    fake.current = createFakeSupabase();
    fake.current.startSignedIn();
    functions = stubFunctions();
    toastStore.clear();
  });

  it('shows the function’s safety note and a safer place beside a clue for an unsafe place, and keeps the clue', async () => {
    const record = makeClue({
      text: 'Find the place where cookies bake. Look next to it!',
      location: 'next to the oven',
    });
    functions.answer({
      clue: record.text,
      record,
      source: 'built-in',
      safety: { note: 'The oven gets hot.', suggestion: 'How about the bread box instead?' },
    });
    const user = userEvent.setup();
    renderWithRouter(
      <CluesProvider>
        <ClueGeneratorForm />
      </CluesProvider>,
    );
    await user.selectOptions(screen.getByLabelText('Theme'), 'adventure');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.type(screen.getByLabelText(LOCATION_LABEL), 'next to the oven');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));

    expect(await screen.findByTestId('generated-clue')).toHaveTextContent(record.text);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Safety tip: The oven gets hot. How about the bread box instead?',
    );
    expect(screen.getByRole('button', { name: 'Copy Clue' })).toBeInTheDocument();
  });

  it('shows no note when the function has none', async () => {
    const record = makeClue({ text: 'Go to the fridge door. Look inside it!' });
    functions.answer({ clue: record.text, record, source: 'built-in', safety: null });
    const user = userEvent.setup();
    renderWithRouter(
      <CluesProvider>
        <ClueGeneratorForm />
      </CluesProvider>,
    );
    await user.selectOptions(screen.getByLabelText('Theme'), 'fantasy');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'easy');
    await user.type(screen.getByLabelText(LOCATION_LABEL), 'inside the fridge door');
    await user.click(screen.getByRole('button', { name: 'Generate Clue with AI' }));
    expect(await screen.findByTestId('generated-clue')).toBeInTheDocument();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('gives only safe places as examples, on the clue and the hunt pages', () => {
    for (const [locale, messages] of [
      ['en', englishMessages],
      ['fr', frenchMessages],
    ] as const) {
      expect(unsafePlaceIn(String(messages['clues.form.locationExample']), locale)).toBeUndefined();
      expect(unsafePlaceIn(String(messages['clues.planner.placeExample']), locale)).toBeUndefined();
    }
  });
});
