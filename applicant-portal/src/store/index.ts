export * from './application-slice';
export * from './applicant-slice';
export * from './thunks';
export { draftStorage, portalStorageKeys, type DraftCopy } from './draft-storage';
export type { RequestFailure } from '@registrar/shared-api';
export { useAppDispatch, useAppSelector } from '@registrar/shared-api/core';
export { loadContract } from './contract';
export { useApplicationData } from './use-application-data';
export { paymentMemory, type RememberedPayment } from './payment-memory';
