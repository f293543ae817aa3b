import { useState } from 'react';
import { useNavigate } from '@registrar/shared-ui/router';
import { logout, useAppDispatch } from '@registrar/shared-api';

/**
 * Spec §4 logout: the shared-api thunk revokes the token on the server, clears the token and the
 * stored redirect URL and shows 'Logged out successfully.'; it resolves to where the user goes.
 */
export function useLogout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const run = async () => {
    setIsLoggingOut(true);
    try {
      const target = await dispatch(logout()).unwrap();
      navigate(target, { replace: true });
    } finally {
      setIsLoggingOut(false);
    }
  };

  return { isLoggingOut, logout: () => void run() };
}
