import type { WithSlice } from '@registrar/shared-ui/redux-toolkit';
import type { adminRequestsSlice } from './requests-slice';

// Tells the shared RootState about the injected slice (optional until injected).
declare module '@registrar/shared-api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation adds the slice
  interface LazyLoadedSlices extends WithSlice<typeof adminRequestsSlice> {}
}
