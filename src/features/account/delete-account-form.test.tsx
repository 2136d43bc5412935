import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { DeleteAccountForm } from '@/features/account/delete-account-form';
import { stubFunctions } from '@/testing/function-calls';
import { accountDeletionTexts } from '@domain/account';

function renderForm() {
  const onDeleted = vi.fn(async () => {});
  render(
    <DeleteAccountForm
      accountEmail="Maya.Parent@example.com"
      accessToken="member-token"
      onDeleted={onDeleted}
    />,
  );
  const field = screen.getByLabelText(accountDeletionTexts.confirmLabel);
  const submit = () =>
    userEvent.setup().click(screen.getByRole('button', { name: accountDeletionTexts.button }));
  return { onDeleted, field, submit };
}

describe('DeleteAccountForm', () => {
  it('refuses another address next to the field, keeps what was typed and asks the server nothing', async () => {
    const functions = stubFunctions();
    const { onDeleted, field, submit } = renderForm();
    await userEvent.setup().type(field, 'not-me@example.com');
    await submit();

    expect(await screen.findByText(accountDeletionTexts.emailMismatch)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(accountDeletionTexts.emailMismatch);
    expect(field).toHaveValue('not-me@example.com');
    expect(functions.calls).toEqual([]);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('sends the account’s own address, in any case, as the member; then the page signs them out', async () => {
    const functions = stubFunctions();
    functions.answer({ deleted: true });
    const { onDeleted, field, submit } = renderForm();
    await userEvent.setup().type(field, '  maya.parent@EXAMPLE.com ');
    await submit();

    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(functions.calls).toMatchObject([
      { name: 'delete-account', token: 'member-token', body: { email: 'maya.parent@EXAMPLE.com' } },
    ]);
    expect(screen.queryByText(accountDeletionTexts.emailMismatch)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal: about the address next to it, anything else below', async () => {
    const functions = stubFunctions();
    functions.answer(
      {
        error: accountDeletionTexts.emailMismatch,
        fieldErrors: { email: accountDeletionTexts.emailMismatch },
      },
      400,
    );
    functions.answer({ error: accountDeletionTexts.signIn }, 401);
    functions.answer({}, 500);
    const { onDeleted, field, submit } = renderForm();
    await userEvent.setup().type(field, 'maya.parent@example.com');

    await submit();
    expect(await screen.findByText(accountDeletionTexts.emailMismatch)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(accountDeletionTexts.signIn);
    await submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(accountDeletionTexts.failed));
    expect(onDeleted).not.toHaveBeenCalled();
    expect(field).toHaveValue('maya.parent@example.com');
  });
});
