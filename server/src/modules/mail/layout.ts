import { type Branding, escapeHtml } from './branding';

/** One block of an email: a paragraph, a list of label/value rows, or a button-like link. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'facts'; rows: [string, string][] }
  | { kind: 'link'; label: string; url: string };

export const p = (text: string): Block => ({ kind: 'p', text });
export const facts = (rows: [string, string][]): Block => ({ kind: 'facts', rows });
export const link = (label: string, url: string): Block => ({ kind: 'link', label, url });

/** The plain-text part: every block readable without HTML, links written out in full. */
export function toText(greeting: string, blocks: Block[], branding: Branding): string {
  const lines = [greeting, ''];
  for (const block of blocks) {
    if (block.kind === 'p') lines.push(block.text, '');
    if (block.kind === 'facts') lines.push(...block.rows.map(([k, v]) => `${k}: ${v}`), '');
    if (block.kind === 'link') lines.push(`${block.label}: ${block.url}`, '');
  }
  lines.push('--', `${branding.name} Registry`, branding.publicUrl);
  return `${lines.join('\n')}\n`;
}

/** The HTML part: a plain table layout (what mail clients render) in the institution's colours. */
export function toHtml(
  title: string,
  greeting: string,
  blocks: Block[],
  branding: Branding,
): string {
  const e = escapeHtml;
  const body = blocks
    .map((block) => {
      if (block.kind === 'p') return `<p style="margin:0 0 16px">${e(block.text)}</p>`;
      if (block.kind === 'facts')
        return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${block.rows
          .map(
            ([k, v]) =>
              `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;color:#505a5f">${e(k)}</th><td style="padding:4px 0">${e(v)}</td></tr>`,
          )
          .join('')}</table>`;
      return `<p style="margin:0 0 16px"><a href="${e(block.url)}" style="display:inline-block;background:${branding.primary};color:#ffffff;padding:10px 16px;text-decoration:none;font-weight:bold">${e(block.label)}</a></p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(title)}</title></head>
<body style="margin:0;background:#f3f2f1;font-family:Arial,Helvetica,sans-serif;color:#0b0c0c">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center">
<table role="presentation" width="600" style="max-width:600px;width:100%;border-collapse:collapse;background:#ffffff">
<tr><td style="background:${branding.primary};color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-bottom:4px solid ${branding.secondary}">${e(branding.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 16px">${e(title)}</h1>
<p style="margin:0 0 16px">${e(greeting)}</p>
${body}
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#505a5f;border-top:1px solid #b1b4b6">${e(branding.name)} Registry · <a href="${e(branding.publicUrl)}" style="color:${branding.primary}">${e(branding.publicUrl)}</a></td></tr>
</table></td></tr></table></body></html>
`;
}
