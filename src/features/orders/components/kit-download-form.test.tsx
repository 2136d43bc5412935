import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubFunctions } from '@/testing/function-calls';
import { renderWithRouter } from '@/testing/render';
import { kitDownloadMessages } from '@domain/kit-download-choices';
import { licenceTextsIn } from '@domain/licences';
import { saveFile } from '@/lib/save-file';

import { KitDownloadForm } from './kit-download-form';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

const token = 'c'.repeat(64);

function renderKit({ startZip = false } = {}) {
  renderWithRouter(
    <KitDownloadForm
      kit="pirate-bunny"
      title="Pirate Bunny Treasure Hunt"
      token={token}
      lang="en"
      startZip={startZip}
    />,
    { path: '/downloads/abc' },
  );
  const user = userEvent.setup();
  return {
    user,
    name: screen.getByLabelText("Child's name (optional)"),
    pdf: () => user.click(screen.getByRole('button', { name: 'Download PDF' })),
  };
}

describe('a kit’s download form', () => {
  beforeEach(() => vi.mocked(saveFile).mockClear());

  it('builds the chosen PDF with the child’s name through the download function and saves it', async () => {
    const functions = stubFunctions();
    functions.answerFile('%PDF-1.7', 'application/pdf');
    const { user, name, pdf } = renderKit();
    await user.selectOptions(screen.getByLabelText('Paper'), 'a4');
    await user.selectOptions(screen.getByLabelText('Ink'), 'bw');
    await user.type(name, ' Maya ');
    await pdf();

    expect(await screen.findByText('Your kit is downloading.')).toBeInTheDocument();
    expect(functions.calls).toMatchObject([
      {
        name: 'download',
        body: { token, kit: 'pirate-bunny', paper: 'a4', ink: 'bw', childName: 'Maya', lang: 'en' },
      },
    ]);
    expect(vi.mocked(saveFile)).toHaveBeenCalledTimes(1);
    const [file, fileName] = vi.mocked(saveFile).mock.calls[0]!;
    expect(fileName).toBe('pirate-bunny-a4.pdf');
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it('refuses a name the kit cannot print next to the field, as the function would, before asking it', async () => {
    const functions = stubFunctions();
    const { user, name, pdf } = renderKit();
    await user.type(name, 'R2-D2');
    await pdf();
    expect(await screen.findByText(kitDownloadMessages.childName)).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Download All (zip)' }));
    expect(functions.calls).toEqual([]);
    expect(name).toHaveValue('R2-D2');
  });

  it('starts the zip at once from the email’s Download All link, and says when the function refuses', async () => {
    const functions = stubFunctions();
    functions.answer({ error: 'Too many downloads of this kit — please try again in a little while.' }, 429);
    renderKit({ startZip: true });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Too many downloads of this kit — please try again in a little while.',
      ),
    );
    expect(functions.calls).toMatchObject([
      { name: 'download', body: { token, kit: 'pirate-bunny', all: true } },
    ]);
    expect(vi.mocked(saveFile)).not.toHaveBeenCalled();
  });

  describe('of a party kit (ADR 054)', () => {
    const renderParty = () => {
      renderWithRouter(
        <KitDownloadForm
          kit="easter-bunny"
          title="Easter Bunny Hunt"
          token={token}
          lang="en"
          licence="party"
          childNames={['Maya', 'Leo']}
        />,
        { path: '/downloads/abc' },
      );
      return {
        user: userEvent.setup(),
        names: screen.getByLabelText(
          "Children's names, separated by commas (up to 12): each gets a welcome poster and a certificate",
        ),
      };
    };

    it('starts from the names given at checkout and builds the kit with every name', async () => {
      const functions = stubFunctions();
      functions.answerFile('%PDF-1.7', 'application/pdf');
      const { user, names } = renderParty();
      expect(names).toHaveValue('Maya, Leo');
      expect(names).toHaveAccessibleDescription(`Party licence: ${licenceTextsIn.en.allows.party}`);
      expect(screen.queryByLabelText("Child's name (optional)")).toBeNull();
      await user.type(names, ', Zoë');
      await user.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(await screen.findByText('Your kit is downloading.')).toBeInTheDocument();
      expect(functions.calls).toMatchObject([
        { name: 'download', body: { token, kit: 'easter-bunny', childNames: ['Maya', 'Leo', 'Zoë'] } },
      ]);
      expect(functions.calls[0]!.body).not.toHaveProperty('childName');
    });

    it('refuses more names than the licence holds beside the field, asking nothing and keeping what was typed', async () => {
      const functions = stubFunctions();
      const { user, names } = renderParty();
      const more = Array.from({ length: 11 }, (_, n) => `, Child ${String.fromCharCode(65 + n)}`).join('');
      await user.type(names, more);
      await user.click(screen.getByRole('button', { name: 'Download All (zip)' }));
      expect(await screen.findByText(licenceTextsIn.en.tooManyNames.party)).toBeInTheDocument();
      expect(names).toHaveAttribute('aria-invalid', 'true');
      expect(names).toHaveValue(`Maya, Leo${more}`);
      expect(functions.calls).toEqual([]);
    });
  });
});
