import { attachmentDisposition, cleanFileName, sniffImage } from '../src/lib/uploads';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { oneDatabaseTarget } from './support/databases';
import { htmlPage, pngImage, svgImage } from './security-uploads-fixtures';
import { countRows } from './support/rows';

const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'ascii');

describe('upload helpers (lib/uploads)', () => {
  it('keeps only the last path segment of a client file name, without controls or quotes', () => {
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('C:\\Windows\\..\\system32\\evil.pdf')).toBe('evil.pdf');
    expect(cleanFileName('a"b\r\nSet-Cookie: x=1.pdf')).toBe('a_b_Set-Cookie_ x=1.pdf');
    expect(cleanFileName('....')).toBe('');
  });

  it('writes an ASCII filename and, for other names, an RFC 5987 filename*', () => {
    expect(attachmentDisposition('transcript.pdf')).toBe('attachment; filename="transcript.pdf"');
    expect(attachmentDisposition('Relevé de notes 中文.pdf')).toBe(
      `attachment; filename="Releve de notes _.pdf"; filename*=UTF-8''Relev%C3%A9%20de%20notes%20%E4%B8%AD%E6%96%87.pdf`,
    );
    expect(attachmentDisposition("it's (final).pdf")).toBe(
      `attachment; filename="it_s _final_.pdf"; filename*=UTF-8''it%27s%20%28final%29.pdf`,
    );
    expect(attachmentDisposition('../../', 'download.pdf')).toBe(
      'attachment; filename="download.pdf"',
    );
  });

  it('types files by their bytes only', async () => {
    expect(sniffImage(await pngImage(8))).toBe('image/png');
    expect(sniffImage(svgImage)).toBeNull();
    expect(sniffImage(htmlPage)).toBeNull();
    expect(sniffImage(pdf)).toBeNull();
  });
});

/**
 * Uploads: every upload endpoint × {oversize, wrong bytes, SVG/HTML disguised as the
 * accepted type, a path in the file name} and every download of an uploaded file's headers.
 */
describe.each(oneDatabaseTarget())('upload hardening on $name', (target) => {
  const t = staffApp(target, ['officer']);

  interface UploadRoute {
    name: string;
    url: string;
    type: string;
    valid: () => Promise<Buffer>;
    maxBytes: number;
    /** The answer to bytes of the wrong type: 415 for images; 422 on `file` for PDFs. */
    wrongTypeStatus: number;
    table: 'institution_assets' | 'graduate_copies';
  }
  const routes: UploadRoute[] = [
    {
      name: 'branding image',
      url: '/api/institutions/1/assets/logo',
      type: 'image/png',
      valid: () => pngImage(16),
      maxBytes: 2 * 1024 * 1024,
      wrongTypeStatus: 415,
      table: 'institution_assets',
    },
    {
      name: 'graduate transcript copy',
      url: '/api/graduates/1/copies?title=Transcript',
      type: 'application/pdf',
      valid: () => Promise.resolve(pdf),
      maxBytes: 10 * 1024 * 1024,
      wrongTypeStatus: 422,
      table: 'graduate_copies',
    },
  ];
  const post = (route: UploadRoute, body: Buffer, url = route.url) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(t.as.admin), 'content-type': route.type },
      payload: body,
    });
  const rows = (table: UploadRoute['table']) => countRows(t.app.db, table);

  describe.each(routes)('$name', (route) => {
    it('oversize → 413 in the error shape with a message on file; nothing stored', async () => {
      const before = await rows(route.table);
      const response = await post(
        route,
        Buffer.concat([await route.valid(), Buffer.alloc(route.maxBytes)]),
      );
      expect(response.statusCode).toBe(413);
      const body = response.json();
      expect(body.status).toBe('error');
      expect(body.errors.file[0]).toMatch(/at most \d+ MB/);
      expect(await rows(route.table)).toBe(before);
    });

    it('wrong bytes, SVG and HTML disguised as the accepted type → refused; nothing stored', async () => {
      const before = await rows(route.table);
      for (const body of [Buffer.from('GIF89a....'), svgImage, htmlPage]) {
        const response = await post(route, body);
        expect([route.wrongTypeStatus, 415]).toContain(response.statusCode);
        expect(response.json().errors.file).toHaveLength(1);
      }
      expect(await rows(route.table)).toBe(before);
    });

    it('a path in a file name is ignored: the stored name is server-made or the last segment', async () => {
      const response = await post(
        route,
        await route.valid(),
        `${route.url}${route.url.includes('?') ? '&' : '?'}file_name=..%2F..%2F..%2Fetc%2Fpasswd`,
      );
      expect(response.statusCode).toBe(200);
      const data = response.json().data as { url?: string; file_name?: string };
      const stored = data.url ?? data.file_name ?? '';
      expect(stored).not.toContain('..');
      expect(stored).not.toMatch(/etc/);
    });
  });

  it('downloads of uploaded files are attachments with a safe name and nosniff', async () => {
    const logo = (await post(routes[0]!, await pngImage(24))).json().data.url as string;
    const copy = (
      await post(routes[1]!, pdf, '/api/graduates/1/copies?title=Relev%C3%A9%20%22final%22')
    ).json().data as { id: number; file_name: string };
    expect(copy.file_name).toBe('Releve _final_.pdf');
    for (const [url, headers] of [
      [logo, {}],
      [`/api/graduate-copies/${copy.id}/download`, bearer(t.as.admin)],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="[\w. -]+\.(png|pdf)"$/,
      );
    }
    // A branding image is embedded by pages and emails elsewhere; the rest of the API is not.
    const image = await t.app.inject({ method: 'GET', url: logo });
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const copyDownload = await t.app.inject({
      method: 'GET',
      url: `/api/graduate-copies/${copy.id}/download`,
      headers: bearer(t.as.admin),
    });
    expect(copyDownload.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
