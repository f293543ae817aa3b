import type { WithSlice } from '@reduxjs/toolkit';
import type { applicantSlice } from './applicant-slice';
import type { applicationSlice } from './application-slice';

// Tells the shared RootState about the portal's injected slices (optional until injected).
declare module '@registrar/shared-api' {
  interface LazyLoadedSlices
    extends WithSlice<typeof applicationSlice>, WithSlice<typeof applicantSlice> {}
}
