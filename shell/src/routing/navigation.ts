import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from '@registrar/shared-ui/router';

/**
 * Lets code outside React (the API client's onUnauthorized) navigate with the shell's router
 * instead of reloading the page.
 */
let navigator: NavigateFunction | null = null;

export function navigateTo(path: string) {
  if (navigator) navigator(path, { replace: window.location.pathname === path });
  else window.location.assign(path);
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator = navigate;
    return () => {
      if (navigator === navigate) navigator = null;
    };
  }, [navigate]);
  return null;
}
