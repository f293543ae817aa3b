import { formatTrackingId } from '@registrar/shared-api';

/** The tracking id as XXXX-XXXX-XXXX whether the server sent it with dashes or without. */
export const referenceOf = (trackingId: string) => formatTrackingId(trackingId.replace(/-/g, ''));
