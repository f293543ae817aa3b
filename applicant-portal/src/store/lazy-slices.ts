import type { WithSlice } from '@registrar/shared-ui/redux-toolkit';
import type { applicantSlice } from './applicant-slice';
import type { applicationSlice } from './application-slice';

// Tells the shared RootState about the portal's injected slices (optional until injected).
declare module '@registrar/shared-api' {
  interface LazyLoadedSlices
    extends WithSlice<typeof applicationSlice>, WithSlice<typeof applicantSlice> {}
}
