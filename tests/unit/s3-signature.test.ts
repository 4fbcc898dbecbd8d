/**
 * The S3 storage's request signing against AWS's own published example (Amazon S3 API reference ›
 * "Signature Calculations for the Authorization Header" › GET Object): if these match, a real
 * bucket accepts our requests.
 */
import { describe, expect, it } from 'vitest';
import { s3ConfigFromEnv, signV4 } from '../../src/server/storage/s3';

const EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  amzDate: '20130524T000000Z',
};
const EMPTY_SHA = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('AWS Signature Version 4', () => {
  it("signs AWS's GET Object example exactly", () => {
    const authorization = signV4({
      ...EXAMPLE,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA,
        'x-amz-date': EXAMPLE.amzDate,
      },
      payloadHash: EMPTY_SHA,
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it("signs AWS's GET Bucket (list objects) example, query string included", () => {
    const authorization = signV4({
      ...EXAMPLE,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        'x-amz-content-sha256': EMPTY_SHA,
        'x-amz-date': EXAMPLE.amzDate,
      },
      payloadHash: EMPTY_SHA,
    });
    expect(authorization).toContain('Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7');
  });
});

describe('S3 settings', () => {
  it('are off without a bucket, and name what is missing when half set', () => {
    expect(s3ConfigFromEnv({})).toBeUndefined();
    expect(() => s3ConfigFromEnv({ S3_BUCKET: 'photos' })).toThrow(
      'S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set',
    );
    expect(
      s3ConfigFromEnv({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }),
    ).toMatchObject({ region: 'us-east-1', bucket: 'photos' });
  });
});
