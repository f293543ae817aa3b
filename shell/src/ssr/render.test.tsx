/**
 * @jest-environment node
 */
import type { TInstitution } from '@registrar/shared-api';
import { useLocation } from 'react-router-dom';
import type { RemoteComponent } from '../remotes/types';
import { firstPaintModules, renderPage, shared, themeCss } from './render';

const institution: TInstitution = {
  id: 1,
  name: 'University of </script> Lagos',
  acronym: 'UNILAG',
  logo_url: null,
  text_logo_url: null,
  banner_url: null,
  theme: { primary: '#7a1f2b', secondary: '#d4a017' },
};

/** A stand-in for the portal's PortalApp: what the shell hands a remote, rendered. */
const FakePortal: RemoteComponent = ({ institution: given }) => {
  const { pathname } = useLocation();
  return (
    <h1>
      {given.acronym} at {pathname}
    </h1>
  );
};

describe('renderPage (the first paint of a public page)', () => {
  it('renders the website layout with the branding and the remote at the URL', async () => {
    const page = await renderPage({
      url: '/track?reference=AB12',
      institution,
      remotes: { 'applicant_portal/PortalApp': FakePortal },
    });
    expect(page.html).toContain('<header');
    expect(page.html).toContain('Back to Home');
    expect(page.html).toContain('<h1>UNILAG<!-- --> at <!-- -->/track</h1>');
    // the shell's Suspense boundary around the remote is complete in the HTML
    expect(page.html).toMatch(/<!--\$--><h1>/);
    expect(page.html).not.toContain('<script');
  });

  it('renders the sandbox payments notice into the HTML, and hands the browser the mode', async () => {
    const sandbox = { ...institution, payments: { mode: 'sandbox' as const } };
    const page = await renderPage({
      url: '/',
      institution: sandbox,
      remotes: { 'applicant_portal/PortalApp': FakePortal },
    });
    expect(page.html).toMatch(/<aside[^>]*aria-label="Test payments"/);
    expect(page.html).toContain('no money moves');
    expect(JSON.parse(page.stateJson)).toEqual({ institution: sandbox });
  });

  it('hands the browser its branding in JSON that cannot close the script element', async () => {
    const page = await renderPage({
      url: '/',
      institution,
      remotes: { 'applicant_portal/PortalApp': FakePortal },
    });
    expect(page.stateJson).not.toContain('</script>');
    expect(JSON.parse(page.stateJson)).toEqual({ institution });
  });

  it('writes the theme as the custom properties applyTheme sets', () => {
    expect(themeCss(institution.theme)).toBe(
      ':root{--rg-color-primary:#7a1f2b;--rg-color-primary-hover:#641923;--rg-color-on-primary:#ffffff;' +
        '--rg-color-secondary:#d4a017;--rg-color-secondary-hover:#ae8313;--rg-color-on-secondary:#0b0c0c}',
    );
    // a colour that is not one keeps CSS syntax out of the style element
    expect(themeCss({ primary: 'red;}body{display:none', secondary: '#00703c' })).not.toContain(
      '}body',
    );
  });

  it('fails, so the server sends the plain page, when the remote is not available or throws', async () => {
    await expect(renderPage({ url: '/', institution, remotes: {} })).rejects.toThrow();
    const Broken: RemoteComponent = () => {
      throw new Error('broken screen');
    };
    await expect(
      renderPage({ url: '/', institution, remotes: { 'applicant_portal/PortalApp': Broken } }),
    ).rejects.toThrow('did not render');
  });

  it('refuses something that is not an institution', async () => {
    await expect(
      renderPage({ url: '/', institution: { name: 'x' } as unknown as TInstitution, remotes: {} }),
    ).rejects.toThrow('not an institution');
  });

  it('exports the singletons the remotes share and the modules of the first load', () => {
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@registrar/shared-api',
        '@registrar/shared-api/core',
        '@registrar/shared-ui',
        '@registrar/shared-ui/redux-toolkit',
        '@registrar/shared-ui/router',
        'react',
        'react-dom',
        'react-redux',
        'react/jsx-runtime',
      ].sort(),
    );
    expect(firstPaintModules).toEqual(['shell/src/bootstrap.tsx', 'shared-ui/src/index.ts']);
  });
});
