/**
 * The shell's server entry: what `server/src/ssr` runs to paint a public page before any script
 * arrives (README "First paint"). Built for Node by tools/webpack/server-render-config.js
 * into shell/dist-ssr/shell.js; never part of the browser bundle.
 *
 * It renders exactly the tree bootstrap.tsx hydrates (<StrictMode>, a router at the URL, <App>),
 * with the remote modules the server loaded from the remotes' own server builds, and exports the
 * libraries the browser shares as Module Federation singletons, so a remote's server build renders
 * with this React, this router and this store, as it does in the browser.
 */
import type { TPortalInstitution } from '@registrar/shared-api';
import * as sharedApi from '@registrar/shared-api';
import * as sharedApiCore from '@registrar/shared-api/core';
import * as sharedUi from '@registrar/shared-ui';
import * as reduxToolkit from '@registrar/shared-ui/redux-toolkit';
import * as router from '@registrar/shared-ui/router';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { prerenderToNodeStream } from 'react-dom/static';
import * as reactRedux from 'react-redux';
import { StaticRouter } from 'react-router';
import { App } from '../app/app';
import { type RemoteId, remoteForPath } from '../app/routes';
import { isInstitution } from '../branding/load-institution';
import type { RemoteComponent } from '../remotes/types';
import { serializeState, type FirstPaintState } from './state';

export { remoteForPath };

/** The Module Federation singletons (tools/webpack/shared.js sharedSingletons), by request name. */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-redux': reactRedux,
  '@registrar/shared-ui': sharedUi,
  '@registrar/shared-ui/router': router,
  '@registrar/shared-ui/redux-toolkit': reduxToolkit,
  '@registrar/shared-api': sharedApi,
  '@registrar/shared-api/core': sharedApiCore,
};

/** Modules whose chunk groups a server-rendered public page needs (keys of ssr-assets.json). */
export const firstPaintModules = ['shell/src/bootstrap.tsx', 'shared-ui/src/index.ts'];

export interface RenderInput {
  /** Path and query of the request, e.g. '/track?reference=AB12'. */
  url: string;
  institution: TPortalInstitution;
  /** Remote modules loaded by the server from the remotes' server builds. */
  remotes: Partial<Record<RemoteId, RemoteComponent>>;
  /** Gives up (rejects) after this long; default 2 s. */
  timeoutMs?: number;
}

export interface RenderResult {
  /** The markup of #root, as the browser's first render will produce it. */
  html: string;
  /** `:root { … }`: the institution's theme colours, as applyTheme sets them in the browser. */
  themeCss: string;
  /** The JSON for <script type="application/json" id="registrar-first-paint">, `<` escaped. */
  stateJson: string;
}

/** Only values a colour can be: the theme is stored validated, this keeps CSS syntax out anyway. */
const SAFE_CSS_VALUE = /^[#\w\s(),.%-]+$/;

export function themeCss(theme: sharedUi.Theme): string {
  const declarations = Object.entries(sharedUi.themeVariables(theme))
    .filter(([, value]) => SAFE_CSS_VALUE.test(value))
    .map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}

/** Renders a public page; rejects when anything fails, so the caller serves the plain page. */
export async function renderPage({
  url,
  institution,
  remotes,
  timeoutMs = 2000,
}: RenderInput): Promise<RenderResult> {
  if (!isInstitution(institution)) throw new Error('renderPage: not an institution');
  const loadRemoteComponent = async (id: RemoteId): Promise<RemoteComponent> => {
    const component = remotes[id];
    if (!component) throw new Error(`renderPage: remote ${id} is not available on the server`);
    return component;
  };
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <React.StrictMode>
      <StaticRouter location={url}>
        <App
          store={sharedApiCore.createAppStore()}
          institution={institution}
          loadRemoteComponent={loadRemoteComponent}
        />
      </StaticRouter>
    </React.StrictMode>,
    { signal: AbortSignal.timeout(timeoutMs), onError: (error) => void errors.push(error) },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A boundary that failed is rendered by the browser instead (React marks it); the plain page
  // is better than a page with holes.
  if (errors.length > 0) throw new AggregateError(errors, 'renderPage: the page did not render');
  const state: FirstPaintState = { institution };
  return { html, themeCss: themeCss(institution.theme), stateJson: serializeState(state) };
}
