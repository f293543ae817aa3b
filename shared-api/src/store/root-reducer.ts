import { combineSlices } from '@registrar/shared-ui/redux-toolkit';
import { authSlice } from './auth-slice';

/**
 * Slices that remotes inject at runtime. A remote declares its slice here by augmentation so the
 * shared RootState knows it (as optional, since it may not be loaded yet):
 *
 *   declare module '@registrar/shared-api' {
 *     interface LazyLoadedSlices extends WithSlice<typeof applicationsSlice> {}
 *   }
 *   const injected = applicationsSlice.injectInto(rootReducer);
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
