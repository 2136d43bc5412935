import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithRouter } from '@/testing/render';
import texts from '../i18n/en.json';
import { SECOND_FACTOR_REQUIRED } from '@domain/admin-access';
import { AdminGate } from './admin-gate';

const calls = vi.hoisted(() => ({ status: 200, code: undefined as string | undefined }));
vi.mock('@/lib/function-client', () => ({
  callFunction: vi.fn(async () =>
    calls.status === 200
      ? { ok: true, data: { email: 'owner@example.com' } }
      : { ok: false, status: calls.status, code: calls.code },
  ),
}));
vi.mock('../api/second-factor', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/second-factor')>()),
  prepareSecondFactor: vi.fn(async () => ({ kind: 'challenge', factorId: 'factor-1' })),
}));

const gate = (token: string | undefined) => (
  <AdminGate accessToken={token} loading={false}>
    {(accessToken) => <p>Owner area for {accessToken}</p>}
  </AdminGate>
);

describe('AdminGate', () => {
  beforeEach(() => {
    calls.status = 200;
    calls.code = undefined;
  });

  it('asks a signed-out visitor to sign in', () => {
    renderWithRouter(gate(undefined), { path: '/admin' });
    expect(screen.getByRole('heading', { name: texts['adminOrders.gate.ownerOnly'] })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/clue-login');
  });

  it('tells a member the function refused that the page is for the shop owner', async () => {
    calls.status = 403;
    renderWithRouter(gate('member-token'), { path: '/admin' });
    expect(
      await screen.findByRole('heading', { name: 'This page is for the shop owner.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Owner area/)).not.toBeInTheDocument();
  });

  it('asks the owner for the authenticator code when the function wants the second factor', async () => {
    calls.status = 403;
    calls.code = SECOND_FACTOR_REQUIRED;
    renderWithRouter(gate('owner-aal1-token'), { path: '/admin' });
    expect(
      await screen.findByRole('heading', { name: texts['adminOrders.secondFactor.challengeHeading'] }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toBeInTheDocument();
    expect(screen.queryByText(/Owner area/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: texts['adminOrders.gate.ownerOnly'] }),
    ).not.toBeInTheDocument();
  });

  it('shows the admin pages once the function confirms the owner', async () => {
    renderWithRouter(gate('owner-token'), { path: '/admin' });
    expect(await screen.findByText('Owner area for owner-token')).toBeInTheDocument();
  });
});
