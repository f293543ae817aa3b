import type { NotificationType } from './types';

const paths: Record<NotificationType, string> = {
  success: 'M6 10.5l2.5 2.5L14 7.5',
  info: 'M10 9v5M10 6.2v.1',
  warning: 'M10 5.5v5M10 13.8v.1',
  error: 'M7 7l6 6M13 7l-6 6',
};

/** Decorative status icon; the type is also conveyed in text (the title) for colour-blind users. */
export function TypeIcon({ type }: { type: NotificationType }) {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <path d={paths[type]} stroke="#fff" strokeWidth="2.2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
