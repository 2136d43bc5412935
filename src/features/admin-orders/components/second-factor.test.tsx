import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '@/testing/render';
import texts from '../i18n/en.json';
import { SecondFactor } from './second-factor';

const factor = vi.hoisted(() => ({
  step: { kind: 'challenge', factorId: 'factor-1' } as Record<string, string>,
  verify: vi.fn(),
}));
vi.mock('../api/second-factor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/second-factor')>()),
  prepareSecondFactor: vi.fn(async () => factor.step),
  verifySecondFactor: factor.verify,
}));

const QR = 'data:image/svg+xml;utf-8,<svg xmlns="http://www.w3.org/2000/svg"></svg>';

describe('SecondFactor', () => {
  beforeEach(() => {
    factor.verify.mockReset();
    factor.verify.mockResolvedValue({ ok: true });
  });

  it('on first use shows the QR code, the setup key to type and the code field', async () => {
    factor.step = {
      kind: 'enrol',
      factorId: 'factor-new',
      qrCode: QR,
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    };
    renderWithRouter(<SecondFactor />, { path: '/admin' });
    expect(
      await screen.findByRole('heading', { name: texts['adminOrders.secondFactor.enrolHeading'] }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: texts['adminOrders.secondFactor.qrAlt'] })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText(texts['adminOrders.secondFactor.setupKey'])).toHaveClass('sr-only');

    await userEvent.type(screen.getByLabelText('6-digit code'), '123 456');
    await userEvent.click(
      screen.getByRole('button', { name: texts['adminOrders.secondFactor.verifyEnrol'] }),
    );
    expect(factor.verify).toHaveBeenCalledWith('factor-new', { code: '123456' });
    expect(await screen.findByText(texts['adminOrders.secondFactor.verified'])).toBeInTheDocument();
  });

  it('checks the code is six digits before asking Auth, keeping what was typed', async () => {
    factor.step = { kind: 'challenge', factorId: 'factor-1' };
    renderWithRouter(<SecondFactor />, { path: '/admin' });
    const field = await screen.findByLabelText('6-digit code');
    await userEvent.type(field, '12a45');
    await userEvent.click(
      screen.getByRole('button', { name: texts['adminOrders.secondFactor.verifyChallenge'] }),
    );
    expect(await screen.findByText(texts['adminOrders.secondFactor.codeShape'])).toBeInTheDocument();
    expect(field).toHaveValue('12a45');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(factor.verify).not.toHaveBeenCalled();
  });

  it('says when the code did not match and leaves it in the field, focused', async () => {
    factor.step = { kind: 'challenge', factorId: 'factor-1' };
    factor.verify.mockResolvedValue({ ok: false, refusal: 'codeWrong' });
    renderWithRouter(<SecondFactor />, { path: '/admin' });
    const field = await screen.findByLabelText('6-digit code');
    await userEvent.type(field, '654321{Enter}');
    expect(await screen.findByText(texts['adminOrders.secondFactor.codeWrong'])).toBeInTheDocument();
    expect(field).toHaveValue('654321');
    expect(field).toHaveFocus();
  });

  it('says so when the factors cannot be read', async () => {
    factor.step = { kind: 'failed' };
    renderWithRouter(<SecondFactor />, { path: '/admin' });
    expect(await screen.findByRole('alert')).toHaveTextContent(texts['adminOrders.secondFactor.failed']);
  });
});
