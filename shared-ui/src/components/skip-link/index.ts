export { SkipLink, type SkipLinkProps } from './skip-link';
