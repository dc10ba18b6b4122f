import crypto from 'node:crypto';
import fc from 'fast-check';
import { oddText } from './arbitraries.js';
import type { FuzzRequest } from './requests.js';

export interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

/** A multipart/form-data body written by hand, so it can also be written wrong. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    head += `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head, 'utf8'), p.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Uploads that must all be refused: wrong field, names the product does not take, content that
 * is not what the name says, empty files, two files, broken multipart. `png` is a real image,
 * used only under names that do not allow it.
 */
export function badUploads(url: string, png: Buffer): fc.Arbitrary<FuzzRequest> {
  const wrongName = fc.oneof(
    fc.constantFrom(
      '../../../../tmp/x.exe',
      '..\\..\\portal.db',
      'x.svg',
      'x.html',
      'x.png.exe',
      'x.exe',
      'x',
      '.htaccess',
      'x.pdf',
      'x.docx',
      'x.xls',
      '',
    ),
    oddText.filter((s) => !/\.(jpe?g|png|gif)$/i.test(s)),
  );
  const anyName = fc.oneof(
    wrongName,
    fc.constantFrom('../../x.png', 'a/../../b.jpg', '..%2f..%2fx.gif', 'C:\\x.png'),
  );
  const junk = fc.oneof(
    fc.uint8Array({ minLength: 1, maxLength: 300 }).map((a) => Buffer.from(a)),
    fc.constantFrom(
      Buffer.from('<?php system($_GET["c"]); ?>'),
      Buffer.from('<svg onload="alert(1)"></svg>'),
      Buffer.from('%PDF-'),
      Buffer.from('PK\u0003\u0004'),
      Buffer.from('MZ\u0090\u0000'),
    ),
  );
  const boundary = `fuzz${crypto.randomBytes(4).toString('hex')}`;
  const ok = (parts: Part[]) => ({
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: multipartBody(parts, boundary),
  });
  const variants = fc.oneof(
    // the real image under a name that does not allow it, or junk under any name
    fc
      .tuple(wrongName, fc.constant(png))
      .map(([filename, data]) => ok([{ name: 'arquivo', filename, data }])),
    fc.tuple(anyName, junk).map(([filename, data]) => ok([{ name: 'arquivo', filename, data }])),
    // an empty file, a field that is not a file, another field name
    anyName.map((filename) => ok([{ name: 'arquivo', filename, data: Buffer.alloc(0) }])),
    oddText.map((v) => ok([{ name: 'arquivo', data: Buffer.from(v) }])),
    fc
      .tuple(oddText, junk)
      .map(([name, data]) => ok([{ name: name.replace(/"/g, ''), filename: 'x.png', data }])),

    // broken multipart: no boundary, truncated, header injection in the name
    fc.constant({
      headers: { 'content-type': 'multipart/form-data' },
      payload: Buffer.from('x'),
    }),
    fc.constant({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: multipartBody(
        [{ name: 'arquivo', filename: 'x.png', data: png }],
        boundary,
      ).subarray(0, 60),
    }),
    fc.constant(
      ok([
        {
          name: 'arquivo',
          filename: 'x.png"\r\nContent-Type: image/png\r\n\r\n',
          data: Buffer.from('junk'),
        },
      ]),
    ),
  );
  return variants.map((v) => ({ method: 'POST' as const, url, ...v, invalid: true }));
}
