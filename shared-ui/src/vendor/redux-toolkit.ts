/**
 * `@registrar/shared-ui/redux-toolkit`: the part of Redux Toolkit the apps use, shared by Module
 * Federation as one singleton. Whole, Redux Toolkit is ~14 KB gzip on the first load, most of it
 * APIs no app uses (entity adapters, listener middleware, auto-batching, dynamic middleware).
 *
 * Same rule as ./react-router.ts: shipped code imports Redux Toolkit only from here, this list is
 * exactly what it imports (checked by `npm run lint`), and a new name ships in the shell first.
 */
export { combineSlices, configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
export type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
