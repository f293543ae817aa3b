import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from './root-reducer';
import { createAppStore } from './store';

/** What a remote does: inject its slice into THE root reducer, no second store. */
const counterSlice = createSlice({
  name: 'remoteCounter',
  initialState: { value: 0 },
  reducers: {
    increment: (state) => {
      state.value += 1;
    },
  },
  selectors: { selectValue: (state) => state.value },
});

// As a remote does, so RootState knows the slice (optional until injected). Remotes augment
// '@registrar/shared-api'; inside this package the declaring module is './root-reducer'.
declare module './root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- RTK's documented pattern
  interface LazyLoadedSlices extends WithSlice<typeof counterSlice> {}
}

it('lets a remote inject its slice into a store created before the remote loaded', () => {
  const store = createAppStore();
  expect(store.getState()).not.toHaveProperty('remoteCounter');

  const injected = counterSlice.injectInto(rootReducer);
  expect(injected.selectors.selectValue(store.getState())).toBe(0);
  store.dispatch(injected.actions.increment());

  expect(injected.selectors.selectValue(store.getState())).toBe(1);
  expect(store.getState().auth.status).toBe('signed-out');
});
