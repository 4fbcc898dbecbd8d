/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Ceph…), for when the app runs
 * on several machines that must see the same photos. Plain fetch + AWS Signature Version 4 with
 * node:crypto: four calls (PUT, GET, DELETE, ListObjectsV2) do not justify the AWS SDK's weight.
 * Path-style addressing (`<endpoint>/<bucket>/<key>`), which every S3-compatible service accepts.
 */
import { createHash, createHmac } from 'node:crypto';
import { assertSafeKey, type Storage, type StoredObject } from './storage';

export interface S3Config {
  /** e.g. https://s3.us-east-1.amazonaws.com or http://127.0.0.1:9000 */
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but A–Z a–z 0–9 - . _ ~ (and `/` in paths). */
const encode = (value: string, keepSlash = false) =>
  Array.from(new TextEncoder().encode(value), (byte) => {
    const ch = String.fromCharCode(byte);
    if (/[A-Za-z0-9\-._~]/.test(ch) || (keepSlash && ch === '/')) return ch;
    return `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }).join('');

export interface SignInput {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  /** Hex SHA-256 of the body (the empty string's hash for none). */
  readonly payloadHash: string;
  readonly region: string;
  readonly service?: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** `YYYYMMDDTHHMMSSZ` */
  readonly amzDate: string;
}

/**
 * The Authorization header of AWS Signature Version 4 (docs.aws.amazon.com › "Signature
 * Calculations for the Authorization Header"). `headers` must include host, x-amz-date and
 * x-amz-content-sha256; all of them are signed.
 */
export const signV4 = (input: SignInput): string => {
  const service = input.service ?? 's3';
  const date = input.amzDate.slice(0, 8);
  const headerEntries = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headerEntries.map(([k]) => k).join(';');
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    encode(decodeURIComponent(input.url.pathname), true),
    query,
    headerEntries.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${date}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, date), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
};

const amzDateOf = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

const xmlText = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

export class S3Storage implements Storage {
  readonly kind = 's3';
  private readonly base: string;

  constructor(
    private readonly config: S3Config,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.base = config.endpoint.replace(/\/+$/, '');
  }

  private async send(method: string, url: URL, body?: Uint8Array, contentType?: string): Promise<Response> {
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(new Date()),
    };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      region: this.config.region,
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      amzDate: headers['x-amz-date']!,
    });
    const { host: _host, ...sent } = headers; // fetch sets Host itself
    return this.fetchImpl(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: body as BodyInit } : {}),
    });
  }

  private objectUrl(key: string) {
    assertSafeKey(key);
    return new URL(`${this.base}/${encode(this.config.bucket)}/${encode(key, true)}`);
  }

  private async fail(what: string, response: Response): Promise<never> {
    const text = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
    throw new Error(`S3 ${what} failed: ${response.status}${code ? ` ${code}` : ''}`);
  }

  async put(key: string, body: Uint8Array, contentType: string) {
    const response = await this.send('PUT', this.objectUrl(key), body, contentType);
    if (!response.ok) await this.fail(`PUT ${key}`, response);
    await response.arrayBuffer();
  }

  async get(key: string): Promise<StoredObject | undefined> {
    const response = await this.send('GET', this.objectUrl(key));
    if (response.status === 404) {
      await response.arrayBuffer();
      return undefined;
    }
    if (!response.ok) await this.fail(`GET ${key}`, response);
    const body = new Uint8Array(await response.arrayBuffer());
    return {
      body,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: body.byteLength,
    };
  }

  async delete(key: string) {
    const response = await this.send('DELETE', this.objectUrl(key));
    // S3 answers 204 whether or not the key existed; some compatible services answer 404.
    if (!response.ok && response.status !== 404) await this.fail(`DELETE ${key}`, response);
    await response.arrayBuffer();
  }

  async list(prefix: string): Promise<string[]> {
    assertSafeKey(prefix, { allowEmpty: true });
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const url = new URL(`${this.base}/${encode(this.config.bucket)}`);
      url.searchParams.set('list-type', '2');
      url.searchParams.set('prefix', prefix);
      if (token) url.searchParams.set('continuation-token', token);
      const response = await this.send('GET', url);
      if (!response.ok) await this.fail(`LIST ${prefix}`, response);
      const xml = await response.text();
      for (const match of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) keys.push(xmlText(match[1]!));
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(xml);
      token = truncated ? xmlText(/<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1] ?? '') : '';
    } while (token);
    return keys.sort();
  }
}

/** S3 settings from the environment, or undefined when the bucket is not configured (local disk then). */
export const s3ConfigFromEnv = (env: NodeJS.ProcessEnv): S3Config | undefined => {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET) return undefined;
  const missing = Object.entries({ S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY })
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) throw new Error(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  new URL(S3_ENDPOINT!); // fail fast on a malformed endpoint
  return {
    endpoint: S3_ENDPOINT!,
    bucket: S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID!,
    secretAccessKey: S3_SECRET_ACCESS_KEY!,
  };
};
