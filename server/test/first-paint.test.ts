import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { assembleDocument } from '../src/ssr/document';
import { startTestApp, type TestApp } from './support/app';
import { oneDatabaseTarget } from './support/databases';

/**
 * The server's first paint (server/src/ssr) against stand-in server builds: small CommonJS files
 * with the exports of shell/src/ssr/render.tsx and applicant-portal/src/ssr.ts. (The real builds
 * are exercised by e2e/tests/first-paint.spec.ts.)
 */
const TEMPLATE =
  '<!doctype html><html lang=en><head><link rel=preload href=/api/institution as=fetch crossorigin=anonymous>' +
  '<title>Registrar</title><style>#page-loader{opacity:1}</style><script defer src=/main.1234567890.js></script>' +
  '</head><body><div id=page-loader></div><div id=root></div><noscript>JS</noscript></body></html>';

const shellBuild = (label: string) => `
const escape = (s) => String(s).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
let renders = 0;
exports.shared = { 'react': { fromShell: ${JSON.stringify(label)} } };
exports.firstPaintModules = ['shell/src/bootstrap.tsx', 'shared-ui/src/index.ts'];
exports.remoteForPath = (p) =>
  p === '/login' ? 'admin_console/Login' : p.startsWith('/admin') ? 'admin_console/AdminApp' : 'applicant_portal/PortalApp';
exports.renderPage = async ({ url, institution, remotes }) => {
  renders += 1;
  if (url.startsWith('/broken')) throw new Error('a screen threw');
  if (url.startsWith('/slow')) await new Promise((r) => setTimeout(r, 300));
  return {
    html: '<section style="--hero-banner:url(&quot;/b.jpg&quot;)"><h1>' + escape(institution.name) + '</h1>' + remotes['applicant_portal/PortalApp'](url) + '<i>render ' + renders + '</i></section>',
    themeCss: ':root{--rg-color-primary:' + institution.theme.primary + '}',
    stateJson: JSON.stringify({ institution }).replace(/</g, '\\\\u003c'),
  };
};`;

const PORTAL_BUILD = `
const react = require('react');
exports.PortalApp = (url) => '<p>portal with the shell ' + react.fromShell + ' React at ' + url + '</p>';
exports.modulesFor = (p) => p === '/'
  ? ['applicant-portal/src/app/portal-app.tsx', 'applicant-portal/src/features/home/home-page.tsx']
  : p.startsWith('/apply') ? null : ['applicant-portal/src/app/portal-app.tsx'];`;

function fakeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'registrar-first-paint-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': TEMPLATE,
    'shell/dist/ssr-assets.json': JSON.stringify({
      modules: {
        'shell/src/bootstrap.tsx': { css: ['568.aaaaaaaaaa.css'], js: [] },
        'shared-ui/src/index.ts': { css: ['611.bbbbbbbbbb.css'], js: [] },
      },
    }),
    'shell/dist-ssr/shell.js': shellBuild('v1'),
    'applicant-portal/dist/ssr-assets.json': JSON.stringify({
      modules: {
        'applicant-portal/src/app/portal-app.tsx': { css: ['expose.cccccccccc.css'], js: [] },
        'applicant-portal/src/features/home/home-page.tsx': {
          css: ['849.dddddddddd.css'],
          js: [],
        },
      },
    }),
    'applicant-portal/dist-ssr/portal.js': PORTAL_BUILD,
    'applicant-portal/dist/remoteEntry.js': 'var applicant_portal;',
    'shell/dist/first-paint.js': '/* the first-paint loader */',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const hash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const renderNumber = (html: string) => /<i>render (\d+)<\/i>/.exec(html)?.[1];

describe.each(oneDatabaseTarget())('first paint of public pages ($name)', (target) => {
  const staticRoot = fakeBuild();
  let t: TestApp;
  let name: string;
  beforeAll(async () => {
    t = await startTestApp(target, { staticRoot, firstPaint: { recheckMs: 0, maxConcurrent: 1 } });
    name = (await t.app.db.selectFrom('institutions').select('name').executeTakeFirstOrThrow())
      .name;
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const page = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('sends / rendered: markup in #root, the branding, the stylesheets of the page, the state', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain(
      `<div id="root"><section style="--hero-banner:url(&quot;/b.jpg&quot;)"><h1>${name}</h1>`,
    );
    // the remote's server build got React from the shell's
    expect(html).toContain('<p>portal with the shell v1 React at /</p>');
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).not.toContain('/api/institution');
    // main.js is added by the loader once the page is painted
    expect(html).toContain(
      '<script defer src="/first-paint.js" data-main="/main.1234567890.js"></script>',
    );
    expect(html).not.toContain('<script defer src=/main.1234567890.js>');
    for (const link of [
      '<link rel="stylesheet" href="/568.aaaaaaaaaa.css" data-href="568.aaaaaaaaaa.css">',
      '<link rel="stylesheet" href="/611.bbbbbbbbbb.css" data-href="611.bbbbbbbbbb.css">',
      '<link rel="stylesheet" href="/remotes/applicant-portal/expose.cccccccccc.css" data-href="expose.cccccccccc.css">',
      '<link rel="stylesheet" href="/remotes/applicant-portal/849.dddddddddd.css" data-href="849.dddddddddd.css">',
    ]) {
      expect(html.indexOf(link)).toBeGreaterThan(0);
      expect(html.indexOf(link)).toBeLessThan(html.indexOf('</head>'));
    }
    const state =
      /<script type="application\/json" id="registrar-first-paint">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(state![1]!)).toMatchObject({ institution: { name } });
  });

  it("allows exactly the page's inline CSS by hash, still no inline script", async () => {
    const response = await page('/');
    const csp = String(response.headers['content-security-policy']);
    const theme = /<style>(:root\{[^<]*)<\/style>/.exec(response.body)![1]!;
    expect(csp).toContain(hash(theme));
    expect(csp).toContain(hash('#page-loader{opacity:1}'));
    expect(csp).toMatch(
      new RegExp(
        `style-src-attr 'unsafe-hashes' ${hash('--hero-banner:url("/b.jpg")').replace(/[+/]/g, '\\$&')}`,
      ),
    );
    expect(csp).toContain("script-src 'self';");
  });

  it('renders the page at the URL asked for, query included, and serves it again from memory', async () => {
    const first = await page('/track?reference=AB12');
    expect(first.body).toContain('React at /track?reference=AB12</p>');
    expect(first.body).not.toContain('849.dddddddddd.css');
    const again = await page('/track?reference=AB12');
    expect(renderNumber(again.body)).toBe(renderNumber(first.body));
    expect(renderNumber((await page('/track?reference=CD34')).body)).not.toBe(
      renderNumber(first.body),
    );
  });

  it('renders again when the branding changed', async () => {
    await page('/start-application');
    await t.app.db.updateTable('institutions').set({ name: 'Renamed University' }).execute();
    try {
      expect((await page('/start-application')).body).toContain('<h1>Renamed University</h1>');
    } finally {
      await t.app.db.updateTable('institutions').set({ name }).execute();
    }
  });

  it('sends the plain page for the admin console, a screen the portal does not render on the server, a page that fails, and past the concurrency limit', async () => {
    for (const url of ['/admin/overview', '/login', '/broken', '/apply/copy/new']) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id=root></div>');
      expect(response.body).toContain('/api/institution');
    }
    const [a, b] = await Promise.all([page('/slow?a'), page('/slow?b')]);
    const rendered = [a, b].filter((r) => r.body.includes('<div id="root">'));
    expect(rendered).toHaveLength(1);
    expect([a, b].filter((r) => r.body.includes('<div id=root></div>'))).toHaveLength(1);
  });

  it('picks up a redeployed server build without a restart', async () => {
    writeFileSync(path.join(staticRoot, 'shell/dist-ssr/shell.js'), shellBuild('v2'));
    try {
      expect((await page('/')).body).toContain('portal with the shell v2 React');
    } finally {
      writeFileSync(path.join(staticRoot, 'shell/dist-ssr/shell.js'), shellBuild('v1'));
    }
  });
});

describe.each(oneDatabaseTarget())('first paint switched off ($name)', (target) => {
  const staticRoot = fakeBuild();
  afterAll(() => rmSync(staticRoot, { recursive: true, force: true }));

  it.each([
    ['FIRST_PAINT=off', { firstPaint: false }],
    [
      'a portal deployed elsewhere',
      { remotes: { applicantPortalUrl: 'https://cdn.example.edu/portal/mf-manifest.json' } },
    ],
  ])('%s: the plain page', async (_label, options) => {
    const t = await startTestApp(target, { staticRoot, ...options });
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(TEMPLATE);
    } finally {
      await t.close();
    }
  });
});

describe('assembleDocument', () => {
  const parts = {
    template: TEMPLATE,
    title: 'A & B <University>',
    head: ['<style>:root{}</style>'],
    rootHtml: '<h1>x</h1>',
    stateJson: '{}',
    stateId: 'registrar-first-paint',
  };

  it('keeps main.js in the page when there is no first-paint loader, and escapes the title', () => {
    const html = assembleDocument(parts);
    expect(html).toContain('<script defer src=/main.1234567890.js></script>');
    expect(html).toContain('<title>A &#38; B &#60;University&#62;</title>');
    expect(html).toContain(
      '<div id="root"><h1>x</h1></div><script type="application/json" id="registrar-first-paint">{}</script>',
    );
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      assembleDocument({ ...parts, template: '<html><head></head><body></body>' }),
    ).toThrow('no empty #root');
  });
});
