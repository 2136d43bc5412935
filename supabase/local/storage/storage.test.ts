import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createMember, startTestStack } from '../stack-testing.ts';
import type { RunningStack } from '../stack.ts';

// The Storage stand-in through supabase-js, as the app and the functions would call hosted Storage:
// upload, download, createSignedUrl and the signed URL's GET, with the project's RLS deciding.
let stack: RunningStack;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack({ functions: false });
  service = createClient(stack.apiUrl, stack.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  // A public bucket and an open one of this test's own, beside the migration's private kits bucket.
  await stack.db.exec(`
    insert into storage.buckets (id, name, public) values ('posters', 'posters', true), ('notes', 'notes', false);
    create policy "Members keep notes" on storage.objects for insert to authenticated
      with check (bucket_id = 'notes' and owner_id = (select auth.uid())::text);
    create policy "Members read their notes" on storage.objects for select to authenticated
      using (bucket_id = 'notes' and owner_id = (select auth.uid())::text);
  `);
});
afterAll(async () => {
  await stack?.stop();
});

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.7 ${text}`);

describe('Storage stand-in', () => {
  it('stores a file with the service role and gives it back, with its type', async () => {
    const uploaded = await service.storage
      .from('kits')
      .upload('pirate-bunny/en/letter/color/v1.pdf', pdf('one'), { contentType: 'application/pdf' });
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({
      path: 'pirate-bunny/en/letter/color/v1.pdf',
      fullPath: 'kits/pirate-bunny/en/letter/color/v1.pdf',
    });
    expect(uploaded.data!.id).toMatch(/^[0-9a-f-]{36}$/);
    const downloaded = await service.storage.from('kits').download('pirate-bunny/en/letter/color/v1.pdf');
    expect(downloaded.error).toBeNull();
    expect(downloaded.data!.type).toBe('application/pdf');
    expect(await downloaded.data!.text()).toBe('%PDF-1.7 one');
  });

  it('takes a Blob as supabase-js sends it (multipart), and refuses a second upload to the same path', async () => {
    const blob = new Blob([pdf('blob')], { type: 'application/pdf' });
    expect((await service.storage.from('kits').upload('x/blob.pdf', blob)).error).toBeNull();
    expect(await (await service.storage.from('kits').download('x/blob.pdf')).data!.text()).toBe(
      '%PDF-1.7 blob',
    );
    const again = await service.storage.from('kits').upload('x/blob.pdf', blob);
    expect(again.error).toMatchObject({
      message: 'The resource already exists',
      status: 400,
      statusCode: '409',
    });
    const upsert = await service.storage
      .from('kits')
      .upload('x/blob.pdf', pdf('new'), { contentType: 'application/pdf', upsert: true });
    expect(upsert.error).toBeNull();
    expect(await (await service.storage.from('kits').download('x/blob.pdf')).data!.text()).toBe(
      '%PDF-1.7 new',
    );
  });

  it('refuses what the bucket does not take: another type, an unknown bucket', async () => {
    const text = await service.storage
      .from('kits')
      .upload('x/notes.txt', new TextEncoder().encode('hi'), { contentType: 'text/plain' });
    expect(text.error).toMatchObject({ message: 'mime type text/plain is not supported', statusCode: '415' });
    const missing = await service.storage
      .from('nowhere')
      .upload('a.pdf', pdf('x'), { contentType: 'application/pdf' });
    expect(missing.error).toMatchObject({ message: 'Bucket not found', statusCode: '404' });
  });

  it('signs a URL anyone can open until it expires, saved under the name asked for', async () => {
    const signed = await service.storage
      .from('kits')
      .createSignedUrl('pirate-bunny/en/letter/color/v1.pdf', 60, { download: 'pirate-bunny-letter.pdf' });
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toMatch(
      new RegExp(
        `^${stack.apiUrl}/storage/v1/object/sign/kits/pirate-bunny/en/letter/color/v1\\.pdf\\?token=[\\w.-]+&download=pirate-bunny-letter\\.pdf$`,
      ),
    );
    const opened = await fetch(signed.data!.signedUrl);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toBe('attachment; filename="pirate-bunny-letter.pdf"');
    expect(opened.headers.get('access-control-allow-origin')).toBe('*');
    expect(await opened.text()).toBe('%PDF-1.7 one');

    const brief = await service.storage
      .from('kits')
      .createSignedUrl('pirate-bunny/en/letter/color/v1.pdf', 1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const late = await fetch(brief.data!.signedUrl);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'jwt expired',
    });
  });

  it('refuses a signature made for another file, and signs no file that is not there', async () => {
    const signed = await service.storage
      .from('kits')
      .createSignedUrl('pirate-bunny/en/letter/color/v1.pdf', 60);
    const other = signed.data!.signedUrl.replace('/v1.pdf?', '/v2.pdf?');
    const refused = await fetch(other);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    const missing = await service.storage.from('kits').createSignedUrl('nothing/here.pdf', 60);
    expect(missing.error).toMatchObject({ message: 'Object not found', status: 400, statusCode: '404' });
  });

  it('keeps the kits bucket from visitors and members: no reading, signing or storing', async () => {
    const member = await createMember(stack);
    for (const client of [clientFor(stack), member.client]) {
      const read = await client.storage.from('kits').download('pirate-bunny/en/letter/color/v1.pdf');
      expect(read.data).toBeNull();
      expect(read.error).toMatchObject({ status: 400 });
      const sign = await client.storage
        .from('kits')
        .createSignedUrl('pirate-bunny/en/letter/color/v1.pdf', 60);
      expect(sign.error).toMatchObject({ message: 'Object not found', statusCode: '404' });
      const store = await client.storage
        .from('kits')
        .upload('pirate-bunny/en/letter/color/mine.pdf', pdf('forged'), { contentType: 'application/pdf' });
      expect(store.error).toMatchObject({
        message: 'new row violates row-level security policy',
        statusCode: '403',
      });
      const overwrite = await client.storage
        .from('kits')
        .upload('pirate-bunny/en/letter/color/v1.pdf', pdf('forged'), {
          contentType: 'application/pdf',
          upsert: true,
        });
      expect(overwrite.error).not.toBeNull();
    }
    const publicUrl = clientFor(stack)
      .storage.from('kits')
      .getPublicUrl('pirate-bunny/en/letter/color/v1.pdf');
    const open = await fetch(publicUrl.data.publicUrl);
    expect(open.status).toBe(400);
    expect(await open.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
    // Nothing they tried changed the file.
    expect(
      await (await service.storage.from('kits').download('pirate-bunny/en/letter/color/v1.pdf')).data!.text(),
    ).toBe('%PDF-1.7 one');
  });

  it('lets the project’s policies decide for other buckets, as on hosted', async () => {
    const member = await createMember(stack);
    const path = `${member.id}/list.txt`;
    const stored = await member.client.storage
      .from('notes')
      .upload(path, new TextEncoder().encode('eggs'), { contentType: 'text/plain' });
    expect(stored.error).toBeNull();
    expect(await (await member.client.storage.from('notes').download(path)).data!.text()).toBe('eggs');
    expect((await clientFor(stack).storage.from('notes').download(path)).error).not.toBeNull();
    await service.storage
      .from('posters')
      .upload('spring.pdf', pdf('poster'), { contentType: 'application/pdf' });
    const poster = await fetch(
      clientFor(stack).storage.from('posters').getPublicUrl('spring.pdf').data.publicUrl,
    );
    expect(await poster.text()).toBe('%PDF-1.7 poster');
  });

  it('answers routes it does not serve with an error, never a success, and checks the caller’s token', async () => {
    const listed = await service.storage.from('kits').list('pirate-bunny');
    expect(listed.error).toMatchObject({ statusCode: '409' });
    expect(listed.error!.message).toContain('does not serve POST /object/list/kits');
    const noToken = await fetch(`${stack.apiUrl}/storage/v1/object/kits/pirate-bunny/en/letter/color/v1.pdf`);
    expect(noToken.status).toBe(400);
    const forged = await fetch(`${stack.apiUrl}/storage/v1/object/kits/pirate-bunny/en/letter/color/v1.pdf`, {
      headers: { Authorization: `Bearer ${stack.anonKey.slice(0, -2)}xx` },
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'InvalidJWT' });
    const escape = await service.storage.from('kits').upload('../auth/x.pdf', pdf('x'), {
      contentType: 'application/pdf',
    });
    expect(escape.error).not.toBeNull();
  });

  it('removes files with the service role, their signed URLs die, and a member or visitor removes nothing', async () => {
    const kits = service.storage.from('kits');
    await kits.upload('orders/item-1/a.pdf', pdf('a'), { contentType: 'application/pdf' });
    await kits.upload('orders/item-1/b.pdf', pdf('b'), { contentType: 'application/pdf' });
    const signed = (await kits.createSignedUrl('orders/item-1/a.pdf', 60)).data!.signedUrl;
    const member = await createMember(stack);
    for (const client of [clientFor(stack), member.client]) {
      const refused = await client.storage.from('kits').remove(['orders/item-1/a.pdf']);
      expect(refused.data ?? []).toEqual([]);
    }
    expect((await kits.download('orders/item-1/a.pdf')).error).toBeNull();
    const removed = await kits.remove(['orders/item-1/a.pdf', 'orders/item-1/never-stored.pdf']);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((row) => row.name)).toEqual(['orders/item-1/a.pdf']);
    expect((await kits.download('orders/item-1/a.pdf')).error).toMatchObject({ statusCode: '404' });
    expect((await fetch(signed)).status).toBe(400);
    expect((await kits.download('orders/item-1/b.pdf')).error).toBeNull();
    const empty = await fetch(`${stack.apiUrl}/storage/v1/object/kits`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${stack.serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: [] }),
    });
    expect(await empty.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });
});
