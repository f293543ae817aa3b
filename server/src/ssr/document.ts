import type { AssetGroups } from './bundles';

/** Escapes text for HTML content and attribute values. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Stylesheets of the chunk groups of `modules`, as `<link>`s under `base`. `data-href` is the
 * file name the browser build's CSS loader looks for before adding a stylesheet
 * (mini-css-extract-plugin's findStylesheet), so the chunk loaded later reuses this one.
 */
export function stylesheetLinks(assets: AssetGroups, modules: string[], base: string): string[] {
  const files = new Set<string>();
  for (const module of modules) {
    const group = assets.modules[module];
    if (!group) throw new Error(`ssr-assets.json has no chunk group for ${module}`);
    for (const file of group.css) files.add(file);
  }
  return [...files].map(
    (file) =>
      `<link rel="stylesheet" href="${escapeHtml(base + file)}" data-href="${escapeHtml(file)}">`,
  );
}

export interface PageParts {
  template: string;
  title: string;
  head: string[];
  rootHtml: string;
  stateJson: string;
  stateId: string;
  /** The host's first-paint loader (shell/src/first-paint-loader.ts), when it is built. */
  loaderUrl?: string;
}

/** The shell's application script in its index.html (html-webpack-plugin, `defer`). */
const MAIN_SCRIPT =
  /<script defer(?:=["']?defer["']?|="")? src=(["']?)(\/main\.[\w.-]+\.js)\1><\/script>/;

/**
 * The shell's index.html with the rendered page: stylesheets and theme in <head>, the markup in
 * #root, the state the browser hydrates with after it. The branding preload goes: the branding
 * is in the page; main.js is loaded by the first-paint loader, when there is one.
 */
export function assembleDocument(parts: PageParts): string {
  const { template } = parts;
  const root = /<div id=(["']?)root\1><\/div>/.exec(template);
  const headEnd = template.indexOf('</head>');
  if (!root || headEnd < 0) throw new Error('index.html has no empty #root or no </head>');
  const before = template
    .slice(0, headEnd)
    .replace(/<link[^>]*href=(["']?)\/api\/institution\1[^>]*>/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(parts.title)}</title>`)
    // The page is in the HTML: its scripts are requested after the first paint (the loader adds
    // main.js then), so they do not compete with its stylesheets.
    .replace(MAIN_SCRIPT, (tag, _quote: string, main: string) =>
      parts.loaderUrl
        ? `<script defer src="${escapeHtml(parts.loaderUrl)}" data-main="${escapeHtml(main)}"></script>`
        : tag,
    );
  const between = template.slice(headEnd, root.index);
  const after = template.slice(root.index + root[0].length);
  return (
    before +
    parts.head.join('') +
    between +
    `<div id="root">${parts.rootHtml}</div>` +
    `<script type="application/json" id="${parts.stateId}">${parts.stateJson}</script>` +
    after
  );
}
