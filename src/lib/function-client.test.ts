import { describe, expect, it } from 'vitest';

import { env } from '@/config/env';
import { callFunction, fetchFunctionFile } from '@/lib/function-client';
import { stubFunctions } from '@/testing/function-calls';

describe('callFunction', () => {
  it('posts JSON to the function with the anon key, as the caller when given a token', async () => {
    const functions = stubFunctions();
    functions.answer({ reviews: [] });
    functions.answer({ orders: [] });

    expect(await callFunction('reviews', { kit: 'easter-bunny' })).toEqual({
      ok: true,
      data: { reviews: [] },
    });
    expect(await callFunction('orders/mine', {}, { token: 'member-token' })).toEqual({
      ok: true,
      data: { orders: [] },
    });

    expect(functions.calls).toEqual([
      {
        name: 'reviews',
        method: 'POST',
        body: { kit: 'easter-bunny' },
        token: env.VITE_SUPABASE_ANON_KEY,
        apikey: env.VITE_SUPABASE_ANON_KEY,
      },
      {
        name: 'orders/mine',
        method: 'POST',
        body: {},
        token: 'member-token',
        apikey: env.VITE_SUPABASE_ANON_KEY,
      },
    ]);
    const [url, init] = functions.fetchSpy.mock.calls[0]!;
    expect(String(url)).toBe(`${env.VITE_SUPABASE_URL}/functions/v1/reviews`);
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('sends the method an action asks for', async () => {
    const functions = stubFunctions();
    await callFunction('generate-hunt', { huntId: 'h1' }, { method: 'PATCH' });
    expect(functions.calls[0]).toMatchObject({ name: 'generate-hunt', method: 'PATCH' });
  });

  it('gives a refusal’s status, message, code and field messages', async () => {
    const functions = stubFunctions();
    functions.answer(
      {
        error: 'Please enter a valid email address.',
        code: 'invalid_input',
        fieldErrors: { email: 'Please enter a valid email address.' },
      },
      400,
    );
    functions.answer({ error: 'Too many requests' }, 429);
    functions.answer('not an object', 500);

    expect(await callFunction('create-checkout', {})).toEqual({
      ok: false,
      status: 400,
      message: 'Please enter a valid email address.',
      code: 'invalid_input',
      fieldErrors: { email: 'Please enter a valid email address.' },
    });
    expect(await callFunction('orders/recover', {})).toMatchObject({
      ok: false,
      status: 429,
      message: 'Too many requests',
    });
    expect(await callFunction('submit-form', {})).toEqual({
      ok: false,
      status: 500,
      message: undefined,
      code: undefined,
      fieldErrors: undefined,
    });
  });

  it('reports a request that got no answer as status 0, without throwing', async () => {
    const functions = stubFunctions();
    functions.fail();
    expect(await callFunction('reviews', {})).toEqual({ ok: false, status: 0 });
  });
});

describe('fetchFunctionFile', () => {
  it('gives the file the function built, asked for as the caller', async () => {
    const functions = stubFunctions();
    functions.answerFile('%PDF-1.7 kit', 'application/pdf');

    const answer = await fetchFunctionFile(
      'admin-orders/print-file',
      { orderId: 'o1', itemId: 'i1' },
      { token: 'owner-token' },
    );

    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.file.type).toBe('application/pdf');
    expect(await answer.file.text()).toBe('%PDF-1.7 kit');
    expect(functions.calls).toMatchObject([
      { name: 'admin-orders/print-file', body: { orderId: 'o1', itemId: 'i1' }, token: 'owner-token' },
    ]);
  });

  it('gives the function’s message when it refuses, and status 0 offline', async () => {
    const functions = stubFunctions();
    functions.answer({ error: 'This download link has expired.' }, 410);
    functions.fail();

    expect(await fetchFunctionFile('download', { token: 'a'.repeat(64) })).toMatchObject({
      ok: false,
      status: 410,
      message: 'This download link has expired.',
    });
    expect(await fetchFunctionFile('download', { token: 'a'.repeat(64) })).toEqual({ ok: false, status: 0 });
  });
});
