import multipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MULTIPART_BOUNDARY, multipartBody, PDF, PNG } from '../../../test/fixtures/files';
import { registerErrorHandler } from '../errors';
import { attachmentRule, readUpload } from './upload';

async function app(maxBytes = attachmentRule.maxBytes) {
  const a = Fastify();
  await a.register(multipart);
  registerErrorHandler(a);
  a.post('/upload', { config: { upload: { ...attachmentRule, maxBytes } } }, async (request) => {
    const u = await readUpload(request);
    return { name: u!.name, size: u!.content.length, mime: u!.mime, note: u!.fields.note ?? null };
  });
  await a.ready();
  return a;
}

describe('uploads', () => {
  it('accepts a real PDF with its fields', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('fattura.pdf', PDF, { note: 'x' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: 'fattura.pdf', size: PDF.length, mime: 'application/pdf', note: 'x' });
  });

  it('accepts a PNG and plain text', async () => {
    const a = await app();
    expect(
      (await a.inject({ method: 'POST', url: '/upload', ...multipartBody('logo.png', PNG) })).statusCode,
    ).toBe(200);
    expect(
      (await a.inject({ method: 'POST', url: '/upload', ...multipartBody('n.txt', Buffer.from('ciao è')) }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a wrong extension', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('virus.exe', PDF),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('FILE_WRONG_TYPE');
  });

  it('refuses content that is not what the extension says', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('fake.pdf', PNG),
    });
    expect(res.json().key).toBe('FILE_WRONG_TYPE');
    const bin = await (await app()).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('b.txt', Buffer.from([0, 1, 2, 3])),
    });
    expect(bin.json().key).toBe('FILE_WRONG_TYPE');
  });

  it('refuses a file over the limit while streaming', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2048, 0x20)]);
    const res = await (await app(1024)).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('big.pdf', big),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('FILE_TOO_LARGE');
  });

  it('refuses a request without a file', async () => {
    const res = await (await app()).inject({ method: 'POST', url: '/upload', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('FILE_REQUIRED');
  });
});

describe('upload hygiene', () => {
  it('strips control and bidirectional characters from the file name', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('fattura\u202Egnp.pdf', PDF),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('fatturagnp.pdf');
  });

  it('answers TOO_MANY_FILES, not FILE_TOO_LARGE, to two files in one form', async () => {
    const one = multipartBody('a.pdf', PDF);
    const boundary = MULTIPART_BOUNDARY;
    const second = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file2"; filename="b.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString()}\r\n--${boundary}--\r\n`,
    );
    const payload = Buffer.concat([
      one.payload.subarray(0, one.payload.length - `--${boundary}--\r\n`.length),
      second,
    ]);
    const res = await (await app()).inject({ method: 'POST', url: '/upload', payload, headers: one.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('TOO_MANY_FILES');
  });

  it('refuses a control character in a text field of the form', async () => {
    const res = await (await app()).inject({
      method: 'POST',
      url: '/upload',
      ...multipartBody('a.pdf', PDF, { note: 'ciao\u0000' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ note: 'TEXT_CHARACTER_NOT_ALLOWED' });
  });
});
