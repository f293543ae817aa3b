/**
 * Leaving the portal for the provider's checkout is a full page load (the provider's page, or the
 * server's local test checkout). One object so jsdom tests can observe the hand-over, which jsdom
 * cannot perform; the e2e journey follows it in Chromium.
 */
export const checkoutNavigation = {
  assign: (url: string): void => window.location.assign(url),
};
