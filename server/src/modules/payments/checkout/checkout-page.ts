import { createHash } from 'node:crypto';
import type { LocalPaymentSessionRow } from '../../../db/schema-payments';
import { maskEmail } from '../../applications/redaction';
import { formatNaira } from '../money';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** One stylesheet, allowed by its hash: the page runs no script at all. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:1rem;line-height:1.5;color:#0b0c0c;background:#f3f2f1}
.banner{background:#ffdd00;color:#0b0c0c;padding:.75rem 1rem;border-bottom:4px solid #0b0c0c;text-align:center}
.banner strong{display:block;font-size:1.125rem;letter-spacing:.02em}
main{max-width:34rem;margin:1.5rem auto;padding:1.25rem;background:#fff;border:1px solid #b1b4b6}
.institution{margin:0 0 .25rem;font-weight:700;color:#505a5f}
h1{margin:0 0 1rem;font-size:1.75rem;line-height:1.2}
dl{margin:0 0 1.5rem;display:grid;grid-template-columns:minmax(6rem,auto) 1fr;gap:.35rem 1rem}
dt{font-weight:700}dd{margin:0;overflow-wrap:anywhere}
form{display:flex;flex-direction:column;gap:.75rem}
button,.link{font:inherit;font-size:1.0625rem;padding:.7rem 1rem;border-radius:0;cursor:pointer;text-align:center;min-height:44px}
.pay{background:#00703c;color:#fff;border:2px solid #00703c;box-shadow:0 2px 0 #002d18;font-weight:700}
.fail{background:#f3f2f1;color:#0b0c0c;border:2px solid #0b0c0c}
.cancel{background:none;border:none;color:#1d70b8;text-decoration:underline}
.link{display:inline-block;color:#1d70b8}
button:focus-visible,.link:focus-visible{outline:3px solid #ffdd00;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
@media (max-width:400px){main{margin:0;border-left:0;border-right:0}dl{grid-template-columns:1fr}}
`;

export const CHECKOUT_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note"><strong>TEST PAYMENT — no money moves</strong>This is Registrar's built-in test checkout. No card is charged.</div>
<main>
${body}
</main>
</body>
</html>
`;

export const callbackPath = (reference: string) =>
  `/callback/platinum?reference=${encodeURIComponent(reference)}`;

const outcomeLabels: Record<LocalPaymentSessionRow['status'], string> = {
  pending: 'waiting for you',
  success: 'paid',
  failed: 'failed',
  abandoned: 'cancelled',
};

/**
 * The test checkout: who is paid, how much, for what; pay, fail or cancel (three buttons). Whoever
 * holds the reference sees this page, so the payer's email is masked as the track page masks it.
 */
export function checkoutPage(session: LocalPaymentSessionRow, institution: string): string {
  const amount = formatNaira(session.amount);
  const details = `<p class="institution">${escapeHtml(institution)}</p>
<h1>Pay ${escapeHtml(amount)}</h1>
<dl>
<dt>For</dt><dd>${escapeHtml(session.description)}</dd>
<dt>Reference</dt><dd>${escapeHtml(session.reference)}</dd>
<dt>Email</dt><dd>${escapeHtml(maskEmail(session.email))}</dd>
</dl>`;
  if (session.status !== 'pending') {
    return layout(
      `Test payment ${outcomeLabels[session.status]} — ${institution}`,
      `${details}
<p>This test payment is already ${outcomeLabels[session.status]}.</p>
<p><a class="link" href="${escapeHtml(callbackPath(session.reference))}">Return to ${escapeHtml(institution)}</a></p>`,
    );
  }
  return layout(
    `Test payment of ${amount} — ${institution}`,
    `${details}
<form method="post" action="/checkout/local/${encodeURIComponent(session.reference)}">
<button class="pay" type="submit" name="outcome" value="succeed">Pay ${escapeHtml(amount)} (test)</button>
<button class="fail" type="submit" name="outcome" value="fail">Simulate a failed payment</button>
<button class="cancel" type="submit" name="outcome" value="abandon">Cancel payment</button>
</form>`,
  );
}

export const notFoundPage = () =>
  layout(
    'Payment not found',
    `<h1>Payment not found</h1>
<p>No test payment has this reference. Start the payment again from the application.</p>`,
  );

export const badOutcomePage = () =>
  layout(
    'Choose an outcome',
    `<h1>There is a problem</h1>
<p>Choose to pay, to simulate a failed payment or to cancel.</p>`,
  );
