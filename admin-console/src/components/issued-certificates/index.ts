export { IssuedCertificates, type IssuedCertificatesProps } from './issued-certificates';
