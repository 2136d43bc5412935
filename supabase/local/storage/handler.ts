import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors as joseErrors, jwtVerify } from 'jose';
import type { Database, Queryable } from '../db/database.ts';
import { bearerToken } from '../http/bearer.ts';
import { BodyTooLargeError, readBodyBytes } from '../http/read-body.ts';
import { sendJson } from '../http/send-json.ts';
import { signJwt, verifyJwt, type JwtClaims } from '../keys.ts';
import type { BlobStore } from './blob-store.ts';

/**
 * A stand-in for Supabase Storage's REST API (storage-api) as far as supabase-js's
 * `storage.from(bucket).upload / download / createSignedUrl / remove` and the signed URL's GET use it. Rows live
 * in `storage.objects` and are read and written as the caller's role, so the project's RLS policies
 * decide as they do on hosted (the service role bypasses them); bytes live in a BlobStore. Every other
 * Storage route answers NotSupported rather than something hosted would not say.
 */

export interface StorageHandler {
  handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void>;
  /** How many uploads reached `<bucket>/<name>` (accepted or refused): the tests count builds by it. */
  uploadsOf(key: string): number;
}

/** Hosted's global upload limit (50 MB on the free plan). */
const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;

/** storage-api's error: HTTP 400 for every 4xx (500 stays 500), the real status in `statusCode`. */
class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
  }
}

const noSuchBucket = () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found');
const noSuchKey = () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found');
const invalidJwt = (message: string) => new StorageError(400, 'InvalidJWT', message);
const accessDenied = (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized');

function sendError(res: ServerResponse, failure: StorageError): void {
  sendJson(res, failure.statusCode >= 500 ? 500 : 400, {
    statusCode: String(failure.statusCode),
    code: failure.code,
    error: failure.error,
    message: failure.message,
  });
}

interface Caller {
  role: string;
  claims: JwtClaims;
}

interface ObjectRow {
  id: string;
  version: string;
  metadata: { mimetype?: string; cacheControl?: string; size?: number; eTag?: string } | null;
  updated_at: string;
}

/** An object name as storage-api accepts it; `..` and empty segments would leave the bucket. */
function checkObjectName(name: string): string {
  const decoded = decodeURIComponent(name);
  if (!decoded || decoded.split('/').some((part) => part === '' || part === '.' || part === '..'))
    throw new StorageError(400, 'InvalidKey', `Invalid key: ${decoded}`);
  return decoded;
}

/** `/object/<rest>` split into the bucket and the object's name. */
function bucketAndName(rest: string): { bucket: string; name: string } {
  const slash = rest.indexOf('/');
  if (slash <= 0) throw new StorageError(400, 'InvalidKey', `Invalid key: ${rest}`);
  return { bucket: decodeURIComponent(rest.slice(0, slash)), name: checkObjectName(rest.slice(slash + 1)) };
}

export function createStorageHandler(opts: {
  db: Database;
  jwtSecret: string;
  blobs: BlobStore;
}): StorageHandler {
  const { db, jwtSecret, blobs } = opts;
  const uploads = new Map<string, number>();
  const blobKey = (bucket: string, name: string, version: string) => `${bucket}/${name}/${version}`;

  /** Storage verifies the bearer JWT itself (Kong puts no key check in front of it). */
  async function callerOf(req: IncomingMessage): Promise<Caller> {
    const token = bearerToken(req.headers.authorization);
    if (!token) throw accessDenied('headers must have required property authorization');
    const check = await verifyJwt(token, jwtSecret);
    if (!check.ok) throw invalidJwt(check.reason === 'expired' ? 'jwt expired' : 'invalid signature');
    return { role: typeof check.claims.role === 'string' ? check.claims.role : 'anon', claims: check.claims };
  }

  /** SQL as the caller's role with its claims, as storage-api runs it, so RLS decides. */
  function asCaller<T>(caller: Caller, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return db.apiTransaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', $2, true),
           set_config('search_path', 'storage, public', true)`,
        [JSON.stringify(caller.claims), caller.role],
      );
      return fn(tx);
    });
  }

  async function bucketRow(bucket: string) {
    const { rows } = await db.query<{ file_size_limit: string | null; allowed_mime_types: string[] | null }>(
      'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [bucket],
    );
    if (!rows[0]) throw noSuchBucket();
    return rows[0];
  }

  async function findObject(tx: Queryable, bucket: string, name: string): Promise<ObjectRow> {
    const { rows } = await tx.query<ObjectRow>(
      `select id, version, metadata, updated_at::text from storage.objects where bucket_id = $1 and name = $2`,
      [bucket, name],
    );
    if (!rows[0]) throw noSuchKey();
    return rows[0];
  }

  /** The file part of a multipart body (supabase-js sends a Blob so), or the raw body with its type. */
  async function uploadedFile(
    req: IncomingMessage,
    body: Buffer,
  ): Promise<{ bytes: Uint8Array; mimetype: string; cacheControl: string }> {
    const contentType = req.headers['content-type'] ?? 'text/plain;charset=UTF-8';
    const headerCache = /max-age=(\d+)/.exec(String(req.headers['cache-control'] ?? ''))?.[1];
    if (contentType.startsWith('multipart/form-data')) {
      const form = await new Response(new Uint8Array(body), {
        headers: { 'Content-Type': contentType },
      }).formData();
      const files: File[] = [];
      form.forEach((value) => {
        if (typeof value !== 'string') files.push(value);
      });
      const file = files[0];
      if (!file) throw new StorageError(400, 'InvalidRequest', 'No content provided');
      const cache = form.get('cacheControl');
      return {
        bytes: new Uint8Array(await file.arrayBuffer()),
        mimetype: file.type || 'application/octet-stream',
        cacheControl: `max-age=${typeof cache === 'string' && cache ? cache : (headerCache ?? '3600')}`,
      };
    }
    return {
      bytes: new Uint8Array(body),
      mimetype: contentType,
      cacheControl: `max-age=${headerCache ?? '3600'}`,
    };
  }

  async function upload(req: IncomingMessage, res: ServerResponse, rest: string, method: 'POST' | 'PUT') {
    const { bucket, name } = bucketAndName(rest);
    uploads.set(`${bucket}/${name}`, (uploads.get(`${bucket}/${name}`) ?? 0) + 1);
    const caller = await callerOf(req);
    const limits = await bucketRow(bucket);
    let body: Buffer;
    try {
      body = await readBodyBytes(req, UPLOAD_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError)
        throw new StorageError(
          413,
          'EntityTooLarge',
          'The object exceeded the maximum allowed size',
          'Payload too large',
        );
      throw error;
    }
    const file = await uploadedFile(req, body);
    if (limits.file_size_limit !== null && file.bytes.length > Number(limits.file_size_limit))
      throw new StorageError(
        413,
        'EntityTooLarge',
        'The object exceeded the maximum allowed size',
        'Payload too large',
      );
    const mime = file.mimetype.split(';')[0]!.trim();
    if (limits.allowed_mime_types?.length && !limits.allowed_mime_types.includes(mime))
      throw new StorageError(
        415,
        'InvalidMimeType',
        `mime type ${mime} is not supported`,
        'invalid_mime_type',
      );
    const upsert = method === 'PUT' || req.headers['x-upsert'] === 'true';
    const version = randomUUID();
    const metadata = {
      eTag: `"${version}"`,
      size: file.bytes.length,
      mimetype: file.mimetype,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.bytes.length,
      httpStatusCode: 200,
    };
    // The bytes first, under a version of their own: a refused row leaves them unreachable, as on S3.
    await blobs.put(blobKey(bucket, name, version), file.bytes);
    const id = await asCaller(caller, async (tx) => {
      const values = [bucket, name, caller.claims.sub ?? null, version, JSON.stringify(metadata)];
      const insert = `insert into storage.objects (bucket_id, name, owner_id, version, metadata)
        values ($1, $2, $3, $4, $5::jsonb)`;
      try {
        if (method === 'PUT') {
          const { rows } = await tx.query<{ id: string }>(
            `update storage.objects set version = $4, metadata = $5::jsonb, updated_at = now(), owner_id = $3
               where bucket_id = $1 and name = $2 returning id`,
            values,
          );
          if (!rows[0]) throw noSuchKey();
          return rows[0].id;
        }
        const { rows } = await tx.query<{ id: string }>(
          upsert
            ? `${insert} on conflict (bucket_id, name) do update set version = excluded.version,
                 metadata = excluded.metadata, updated_at = now(), owner_id = excluded.owner_id returning id`
            : `${insert} returning id`,
          values,
        );
        return rows[0]!.id;
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === '23505')
          throw new StorageError(409, 'Duplicate', 'The resource already exists', 'Duplicate');
        if (code === '42501') throw accessDenied('new row violates row-level security policy');
        throw error;
      }
    });
    sendJson(res, 200, { Id: id, Key: `${bucket}/${name}` });
  }

  async function sendObject(
    res: ServerResponse,
    bucket: string,
    name: string,
    row: ObjectRow,
    extra: Record<string, string> = {},
  ) {
    const bytes = await blobs.get(blobKey(bucket, name, row.version));
    if (!bytes) throw noSuchKey();
    res.writeHead(200, {
      'Content-Type': row.metadata?.mimetype ?? 'application/octet-stream',
      'Content-Length': bytes.length,
      'Cache-Control': row.metadata?.cacheControl ?? 'no-cache',
      ETag: row.metadata?.eTag ?? `"${row.version}"`,
      'Last-Modified': new Date(row.updated_at).toUTCString(),
      ...extra,
    });
    res.end(bytes);
  }

  async function download(req: IncomingMessage, res: ServerResponse, rest: string) {
    const { bucket, name } = bucketAndName(rest);
    const caller = await callerOf(req);
    const row = await asCaller(caller, (tx) => findObject(tx, bucket, name));
    await sendObject(res, bucket, name, row);
  }

  /** A public bucket's object to anyone; a private bucket is "not found" as on hosted. */
  async function publicDownload(res: ServerResponse, rest: string) {
    const { bucket, name } = bucketAndName(rest);
    const { rows } = await db.query<{ public: boolean }>('select public from storage.buckets where id = $1', [
      bucket,
    ]);
    if (!rows[0]?.public) throw noSuchBucket();
    await sendObject(res, bucket, name, await findObject(db, bucket, name));
  }

  async function sign(req: IncomingMessage, res: ServerResponse, rest: string) {
    const { bucket, name } = bucketAndName(rest);
    const caller = await callerOf(req);
    let expiresIn: unknown;
    try {
      expiresIn = (
        JSON.parse((await readBodyBytes(req, 1024 * 1024)).toString('utf8') || '{}') as {
          expiresIn?: unknown;
        }
      ).expiresIn;
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'Body is not valid JSON', 'Bad Request');
    }
    if (expiresIn === undefined)
      throw new StorageError(
        400,
        'InvalidRequest',
        "body must have required property 'expiresIn'",
        'Bad Request',
      );
    if (!Number.isInteger(expiresIn) || (expiresIn as number) < 1)
      throw new StorageError(400, 'InvalidRequest', 'body/expiresIn must be integer >= 1', 'Bad Request');
    await asCaller(caller, (tx) => findObject(tx, bucket, name));
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt(
      { url: `${bucket}/${name}`, iat: now, exp: now + (expiresIn as number) },
      jwtSecret,
    );
    sendJson(res, 200, { signedURL: `/object/sign/${bucket}/${name}?token=${token}` });
  }

  async function signedDownload(res: ServerResponse, rest: string, url: URL) {
    const { bucket, name } = bucketAndName(rest);
    const token = url.searchParams.get('token');
    if (!token)
      throw new StorageError(
        400,
        'InvalidRequest',
        "querystring must have required property 'token'",
        'Bad Request',
      );
    let signedUrl: unknown;
    try {
      ({
        payload: { url: signedUrl },
      } = await jwtVerify(token, new TextEncoder().encode(jwtSecret), {
        algorithms: ['HS256'],
      }));
    } catch (error) {
      throw invalidJwt(error instanceof joseErrors.JWTExpired ? 'jwt expired' : 'invalid signature');
    }
    if (signedUrl !== `${bucket}/${name}`)
      throw new StorageError(400, 'InvalidSignature', 'The url do not match the signature');
    const row = await findObject(db, bucket, name);
    const download = url.searchParams.get('download');
    const fileName = download || name.split('/').pop()!;
    await sendObject(
      res,
      bucket,
      name,
      row,
      download === null
        ? {}
        : { 'Content-Disposition': `attachment; filename="${fileName.replace(/"/g, '')}"` },
    );
  }

  /**
   * storage-js's `remove`: `DELETE /object/<bucket>` with `{ prefixes: [names] }` (1 to 1000), as the
   * caller's role so RLS decides; names not stored (or not the caller's to delete) are skipped, and the
   * answer is the deleted rows. Their bytes go with them, as storage-api deletes them from S3.
   */
  async function remove(req: IncomingMessage, res: ServerResponse, bucket: string) {
    const caller = await callerOf(req);
    let prefixes: unknown;
    try {
      ({ prefixes } = JSON.parse((await readBodyBytes(req, 1024 * 1024)).toString('utf8') || '{}') as {
        prefixes?: unknown;
      });
    } catch {
      throw new StorageError(400, 'InvalidRequest', 'Body is not valid JSON', 'Bad Request');
    }
    if (!Array.isArray(prefixes) || prefixes.some((name) => typeof name !== 'string'))
      throw new StorageError(
        400,
        'InvalidRequest',
        "body must have required property 'prefixes'",
        'Bad Request',
      );
    if (prefixes.length < 1 || prefixes.length > 1000)
      throw new StorageError(
        400,
        'InvalidRequest',
        `body/prefixes must NOT have ${prefixes.length < 1 ? 'fewer than 1' : 'more than 1000'} items`,
        'Bad Request',
      );
    await bucketRow(decodeURIComponent(bucket));
    const deleted = await asCaller(caller, async (tx) => {
      const { rows } = await tx.query<ObjectRow & { name: string; bucket_id: string }>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[])
           returning id, name, bucket_id, version, metadata, updated_at::text`,
        [decodeURIComponent(bucket), prefixes],
      );
      return rows;
    });
    for (const row of deleted) await blobs.delete(blobKey(row.bucket_id, row.name, row.version));
    sendJson(
      res,
      200,
      deleted.map((row) => ({
        id: row.id,
        name: row.name,
        bucket_id: row.bucket_id,
        metadata: row.metadata,
      })),
    );
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, url: URL) {
    const method = req.method ?? 'GET';
    // storage-api's other object routes (listing, moving, copying, info, signed uploads) are not
    // served here; their first segment is never a bucket.
    const route = /^\/object\/(?:list|list-v2|move|copy|info|upload)(?:\/|$)/.test(path)
      ? null
      : /^\/object\/(?:(sign|authenticated|public)\/)?(.+)$/.exec(path);
    try {
      if (route?.[1] === 'public' && method === 'GET') return await publicDownload(res, route[2]!);
      if (route?.[1] === 'sign' && method === 'POST') return await sign(req, res, route[2]!);
      if (route?.[1] === 'sign' && method === 'GET') return await signedDownload(res, route[2]!, url);
      if (route && (!route[1] || route[1] === 'authenticated') && method === 'GET')
        return await download(req, res, route[2]!);
      if (route && !route[1] && (method === 'POST' || method === 'PUT'))
        return await upload(req, res, route[2]!, method);
      const bucketOnly = /^\/object\/([^/]+)\/?$/.exec(path);
      if (bucketOnly && method === 'DELETE') return await remove(req, res, bucketOnly[1]!);
      // storage-api's answer for a feature a project has not enabled: the same shape, never a 2xx.
      throw new StorageError(
        409,
        'NotSupported',
        `The local stack's Storage does not serve ${method} ${path} (supabase/local/storage)`,
      );
    } catch (error) {
      if (error instanceof StorageError) return sendError(res, error);
      throw error;
    }
  }

  return { handle, uploadsOf: (key) => uploads.get(key) ?? 0 };
}
