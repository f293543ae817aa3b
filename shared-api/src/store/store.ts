import { configureStore } from '@registrar/shared-ui/redux-toolkit';
import { rootReducer, type RootState } from './root-reducer';

/** THE store: the shell calls this once; remotes inject into rootReducer instead of building one. */
export const createAppStore = (preloadedState?: Partial<RootState>) =>
  configureStore({ reducer: rootReducer, preloadedState });

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
