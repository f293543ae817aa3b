import { useAppDispatch, useAppSelector } from '@registrar/shared-api/core';
import { useCallback, useEffect } from 'react';
import { selectApplicationState } from './application-slice';
import { loadApplicationData } from './thunks';

/** The reference data of GET /application-data (loaded once), with a retry for the error state. */
export function useApplicationData() {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectApplicationState);
  useEffect(() => {
    void dispatch(loadApplicationData());
  }, [dispatch]);
  const retry = useCallback(() => void dispatch(loadApplicationData()), [dispatch]);
  return { ...state, retry };
}
