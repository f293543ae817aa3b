import { useRef } from 'react';

/**
 * Radix returns focus only to a Dialog.Trigger. Our Modal/Drawer are controlled by props (the
 * opener is the caller's own button), so remember whatever had focus when the dialog opened and
 * put focus back there when it closes (WCAG 2.4.3 focus order).
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      opener.current = null;
      if (target?.isConnected) {
        event.preventDefault();
        target.focus();
      }
    },
  };
}
