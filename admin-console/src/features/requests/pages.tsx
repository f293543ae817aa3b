import { certificateKind } from './certificate/certificate-kind';
import { RequestDetailPage } from './detail/request-detail-page';
import { RequestsPage } from './list/requests-page';
import { transcriptKind } from './transcript/transcript-kind';

/** The routes' screens: one list page and one detail page, each given its kind. */
export const TranscriptApplicationsPage = () => <RequestsPage kind={transcriptKind} />;
export const TranscriptApplicationPage = () => <RequestDetailPage kind={transcriptKind} />;
export const CertificateApplicationsPage = () => <RequestsPage kind={certificateKind} />;
export const CertificateApplicationPage = () => <RequestDetailPage kind={certificateKind} />;
