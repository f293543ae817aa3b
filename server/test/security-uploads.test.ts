import sharp from 'sharp';
import {
  INSTITUTION_ASSET_MAX_BYTES,
  ZGetInstitutionResponse,
  ZUploadInstitutionAssetResponse,
} from '@registrar/shared-api/contracts';
import { bearer } from './support/app';
import { staffApp } from './support/staff-app';
import { oneDatabaseTarget } from './support/databases';
import {
  htmlPage,
  jpegImage,
  photo,
  pngImage,
  svgImage,
  webpImage,
  whitePng,
} from './security-uploads-fixtures';
import { countRows } from './support/rows';

/**
 * Branding images. Uploaded as the raw body, typed by their bytes, stored in the
 * database under a server-made name, served back immutable with nosniff and an attachment name.
 */
describe.each(oneDatabaseTarget())('branding image uploads on $name', (target) => {
  const t = staffApp(target, ['officer']);

  const upload = (
    body: Buffer | string,
    { kind = 'logo', type = 'image/png', token = t.as.admin, institution = 1 } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/institutions/${institution}/assets/${kind}`,
      headers: { ...bearer(token), 'content-type': type },
      payload: body,
    });
  const assetCount = () => countRows(t.app.db, 'institution_assets');

  it('stores a PNG under a hashed name, serves it immutable, and PUT /institutions saves the URL', async () => {
    const png = await pngImage(64);
    const response = await upload(png, { type: 'application/octet-stream' });
    expect(response.statusCode).toBe(200);
    const { data } = ZUploadInstitutionAssetResponse.parse(response.json());
    expect(data).toMatchObject({
      kind: 'logo',
      content_type: 'image/png',
      width: 64,
      height: 64,
    });
    expect(data.url).toMatch(/^\/api\/institution\/assets\/logo-[0-9a-f]{32}\.png$/);

    const served = await t.app.inject({ method: 'GET', url: data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toMatch(
      /^attachment; filename="logo-[0-9a-f]{32}\.png"$/,
    );
    // What is served is the stored image, re-encoded by the server: a 64 × 64 PNG.
    expect(served.rawPayload.length).toBe(data.size_bytes);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 64,
      height: 64,
    });

    // The same bytes again: the same URL, one row.
    const again = ZUploadInstitutionAssetResponse.parse((await upload(png)).json());
    expect(again.data.url).toBe(data.url);
    expect(await assetCount()).toBe(1);

    const current = ZGetInstitutionResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/institution' })).json(),
    ).data;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/institutions/1',
      headers: bearer(t.as.admin),
      payload: {
        name: current.name,
        acronym: current.acronym,
        logo_url: data.url,
        text_logo_url: null,
        banner_url: null,
        theme: current.theme,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.logo_url).toBe(data.url);

    const audit = await t.app.db
      .selectFrom('audit_log')
      .select(['action', 'details'])
      .where('action', '=', 'institution.asset_uploaded')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('takes JPEG and WebP by their bytes, whatever Content-Type the client claims', async () => {
    const jpeg = await upload(await photo(1200, 300, 'jpeg'), {
      kind: 'banner',
      type: 'image/png',
    });
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.json().data).toMatchObject({
      kind: 'banner',
      content_type: 'image/jpeg',
      width: 1200,
      height: 300,
    });
    expect(jpeg.json().data.url).toMatch(/banner-[0-9a-f]{32}\.jpg$/);
    const webp = await upload(await photo(300, 80, 'webp'), {
      kind: 'text_logo',
      type: 'text/plain',
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.json().data).toMatchObject({ content_type: 'image/webp', width: 300, height: 80 });
    const served = await t.app.inject({ method: 'GET', url: webp.json().data.url });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses an image a decoder would need over 4000 × 4000 pixels for (an 8000 × 8000 PNG, 256 MB decoded), whatever its size in bytes', async () => {
    const message = 'The image must be at most 4000 × 4000 pixels';
    const bomb = whitePng(8000, 8000);
    expect(bomb.length).toBeLessThan(INSTITUTION_ASSET_MAX_BYTES);
    for (const [body, kind] of [
      [bomb, 'banner'],
      [whitePng(4001, 10), 'banner'],
      [whitePng(10, 4001), 'logo'],
      [jpegImage(4001, 4000), 'banner'],
      [webpImage(4000, 4001), 'text_logo'],
    ] as const) {
      const before = await assetCount();
      const refused = await upload(body, { kind });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        status: 'error',
        message: expect.any(String),
        errors: { file: [message] },
      });
      expect(await assetCount()).toBe(before);
    }
    // The largest accepted is decoded, then served scaled into the banner's box.
    const largest = await upload(whitePng(4000, 4000), { kind: 'banner' });
    expect(largest.statusCode).toBe(200);
    expect(largest.json().data).toMatchObject({ width: 1200, height: 1200 });
  });

  it('serves a branding image scaled into its box, without the metadata of the upload', async () => {
    const camera = await photo(3000, 1500, 'jpeg', {
      IFD0: { Make: 'PhoneCo', Model: 'Registrar Cam', Artist: 'Jane Staff' },
    });
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    const banner = await upload(camera, { kind: 'banner' });
    expect(banner.statusCode).toBe(200);
    expect(banner.json().data).toMatchObject({
      content_type: 'image/jpeg',
      width: 2400,
      height: 1200,
    });
    const served = await t.app.inject({ method: 'GET', url: banner.json().data.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 2400, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes('Jane Staff')).toBe(false);

    const logo = await upload(await photo(2000, 1000, 'png'), { kind: 'logo' });
    expect(logo.json().data).toMatchObject({ width: 512, height: 256 });
    // A small image is not enlarged.
    const small = await upload(await photo(100, 40, 'webp'), { kind: 'text_logo' });
    expect(small.json().data).toMatchObject({ width: 100, height: 40 });
  });

  it('refuses bytes that only look like an image (a header with nothing to decode)', async () => {
    const before = await assetCount();
    for (const body of [jpegImage(1200, 300), webpImage(300, 80)]) {
      const refused = await upload(body, { kind: 'banner' });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ file: ['The image could not be read'] });
    }
    expect(await assetCount()).toBe(before);
  });

  it('refuses SVG (even named as PNG), HTML, other bytes, empty bodies, huge images and oversize files; stores nothing', async () => {
    const before = await assetCount();
    const svg = await upload(svgImage, { type: 'image/svg+xml' });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toMatch(/SVG/);
    expect(svg.json().errors.file[0]).toMatch(/SVG/);
    const disguised = await upload(svgImage, { type: 'image/png' });
    expect(disguised.statusCode).toBe(415);
    const bomSvg = await upload(Buffer.concat([Buffer.from('\uFEFF  \n'), svgImage]));
    expect(bomSvg.statusCode).toBe(415);
    const html = await upload(htmlPage, { type: 'image/jpeg' });
    expect(html.statusCode).toBe(415);
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), {
      type: 'image/gif',
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({
      status: 'error',
      message: 'The file must be a PNG, JPEG or WebP image.',
      errors: { file: ['The file must be a PNG, JPEG or WebP image.'] },
    });
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: ['Choose an image file'] });
    const huge = await upload(jpegImage(20_000, 100));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.file[0]).toMatch(/4000/);
    const truncated = await upload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(truncated.statusCode).toBe(422);
    const oversize = await upload(
      Buffer.concat([await pngImage(32), Buffer.alloc(INSTITUTION_ASSET_MAX_BYTES)]),
    );
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json()).toEqual({
      status: 'error',
      message: 'The image must be at most 2 MB',
      errors: { file: ['The image must be at most 2 MB'] },
    });
    expect(await assetCount()).toBe(before);
  });

  it('lets only administrators upload; unknown kinds, institutions and names are refused', async () => {
    const png = await pngImage(16);
    expect((await upload(png, { token: t.as.officer })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/institutions/1/assets/logo',
          headers: { 'content-type': 'image/png' },
          payload: png,
        })
      ).statusCode,
    ).toBe(401);
    expect((await upload(png, { kind: 'favicon' })).statusCode).toBe(404);
    expect((await upload(png, { institution: 99 })).statusCode).toBe(404);
    for (const name of [
      '..%2F..%2Fetc%2Fpasswd',
      'logo-0123456789abcdef0123456789abcdef.svg',
      'logo-0123456789abcdef0123456789abcdef.png',
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/institution/assets/${name}`,
      });
      expect([404, 422]).toContain(response.statusCode);
    }
  });
});
