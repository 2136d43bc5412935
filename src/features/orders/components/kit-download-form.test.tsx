import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { stubFunctions } from '@/testing/function-calls';
import { renderWithRouter } from '@/testing/render';
import { kitDownloadMessages } from '@domain/kit-download-choices';
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
});
