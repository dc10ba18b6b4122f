import crypto from 'node:crypto';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** Real file bytes for the upload tests, made here rather than checked in. */

export const realPng = (width = 12, height = 8) =>
  sharp({ create: { width, height, channels: 3, background: '#2f6b3f' } })
    .png()
    .toBuffer();

export const realJpeg = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#d9a441' } })
    .jpeg()
    .toBuffer();

/** The classic 1×1 transparent GIF. */
export const realGif = () =>
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A minimal but complete one-page PDF, with a correct cross-reference table. */
export function realPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
    '<< /Length 0 >>\nstream\n\nendstream',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A stored (uncompressed) ZIP archive. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const nameBuf = Buffer.from(name);
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBuf.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBuf.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBuf, data);
    centrals.push(central, nameBuf);
    offset += local.length + nameBuf.length + data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

/** A minimal Word (OOXML) document: the parts a .docx reader needs. */
export const realDocx = () =>
  zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Relatório</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);

/** A plain ZIP that is no Office document. */
export const plainZip = () => zip([['notas.txt', 'só um texto']]);

/**
 * A CFB (OLE2) container header followed by a directory entry name: with "WordDocument" it has
 * the shape of an old .doc; without it, of any other OLE file (an .msi installer, say).
 */
export function cfbContainer(streamName?: string): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24);
  header.writeUInt16LE(3, 26);
  header.writeUInt16LE(0xfffe, 28);
  header.writeUInt16LE(9, 30);
  const dir = Buffer.alloc(512);
  Buffer.from('Root Entry', 'utf16le').copy(dir, 0);
  if (streamName) Buffer.from(streamName, 'utf16le').copy(dir, 128);
  return Buffer.concat([header, dir]);
}

export const htmlPage = () =>
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** The start of a Linux ELF executable. */
export function elfExecutable(): Buffer {
  const b = Buffer.alloc(256);
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]).copy(b, 0);
  b.writeUInt16LE(2, 16); // ET_EXEC
  b.writeUInt16LE(0x3e, 18); // x86-64
  return b;
}

/** The start of a Windows PE executable ("MZ" header pointing at "PE\0\0"). */
export function peExecutable(): Buffer {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** 11 MiB starting like a PNG: too large whatever it is. */
export function elevenMiB(): Buffer {
  const b = Buffer.alloc(11 * 1024 * 1024);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(b, 0);
  crypto.randomFillSync(b, 8, 1024);
  return b;
}

/** A multipart/form-data body with one file part, for `app.inject`. */
export function multipart(
  file: Buffer,
  filename: string,
  opts: { field?: string; contentType?: string; campos?: Record<string, string> } = {},
) {
  const boundary = `----portal${crypto.randomBytes(8).toString('hex')}`;
  const campos = Object.entries(opts.campos ?? {})
    .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
    .join('');
  const head =
    campos +
    `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'arquivo'}"; ` +
    `filename="${filename}"\r\nContent-Type: ${opts.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * The heads of the audio files browsers record (server/lib/audio.ts judges only these bytes):
 * WebM (EBML, DocType "webm", an Opus track), Ogg with an Opus head, MP4 with a sound handler;
 * `comVideo` adds a video track, which must be refused.
 */
export function audioWebm(comVideo = false): Buffer {
  return Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
    Buffer.from('webm', 'latin1'),
    Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0x86, 0x86]),
    Buffer.from(comVideo ? 'V_VP8\0A_OPUS' : 'A_OPUS', 'latin1'),
    crypto.randomBytes(2000),
  ]);
}

export function audioOgg(): Buffer {
  const pagina = Buffer.alloc(28);
  pagina.write('OggS', 0, 'latin1');
  return Buffer.concat([pagina, Buffer.from('OpusHead', 'latin1'), crypto.randomBytes(1500)]);
}

export function audioMp4(comVideo = false): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 20]),
    Buffer.from('ftypM4A \0\0\0\0isom', 'latin1'),
  ]);
  const hdlr = (tipo: string) =>
    Buffer.concat([
      Buffer.from([0, 0, 0, 33]),
      Buffer.from(`hdlr\0\0\0\0\0\0\0\0${tipo}`, 'latin1'),
    ]);
  return Buffer.concat([
    ftyp,
    crypto.randomBytes(200),
    ...(comVideo ? [hdlr('vide')] : []),
    hdlr('soun'),
    crypto.randomBytes(1000),
  ]);
}
