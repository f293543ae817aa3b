/**
 * Packages the server needs that ship only ES modules, which SWC turns into CommonJS for Jest:
 * content-disposition (@fastify/static) and cookie (light-my-request, behind inject) sit in
 * nested node_modules, so the pattern anchors on the last node_modules segment; jose signs and
 * verifies credentials. Shared by the main run's server project and the reliability run.
 */
export const serverTransformIgnorePatterns = [
  '/node_modules/(?!.*/node_modules/)(?!(content-disposition|cookie|jose)/)',
];
