import { useEffect, useState } from 'react';
import { cx } from '../../utils/cx';
import { Spinner } from '../spinner';
import styles from './page-loader.module.css';

export type PageLoaderProps = {
  /** Start fading out after this many ms (the product uses 2000). */
  hideAfterMs?: number;
  /** Remove from the DOM this many ms after hiding starts (spec: 300). */
  removeAfterMs?: number;
  label?: string;
  /** Optional brand mark shown above the spinner. */
  logoUrl?: string;
};

/** Full-screen start-up loader: visible → fading (hideAfterMs) → removed (+ removeAfterMs). */
export function PageLoader({
  hideAfterMs = 2000,
  removeAfterMs = 300,
  label = 'Loading',
  logoUrl,
}: PageLoaderProps) {
  const [phase, setPhase] = useState<'visible' | 'hiding' | 'removed'>('visible');
  useEffect(() => {
    const hide = setTimeout(() => setPhase('hiding'), hideAfterMs);
    const remove = setTimeout(() => setPhase('removed'), hideAfterMs + removeAfterMs);
    return () => {
      clearTimeout(hide);
      clearTimeout(remove);
    };
  }, [hideAfterMs, removeAfterMs]);
  if (phase === 'removed') return null;
  return (
    <div
      className={cx(styles.loader, phase === 'hiding' && styles.hiding)}
      data-testid="page-loader"
      data-phase={phase}
      style={{ transitionDuration: `${removeAfterMs}ms` }}
      aria-hidden={phase === 'hiding' || undefined}
    >
      {logoUrl && <img src={logoUrl} alt="" className={styles.logo} />}
      <Spinner size="lg" label={label} />
    </div>
  );
}
