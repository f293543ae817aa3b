import { useState } from 'react';
import type { TRecordsSourceHealth } from '@registrar/shared-api';
import { Button } from '@registrar/shared-ui';
import { recordsSourceApi } from '../api';
import styles from '../records-source.module.css';

/**
 * Check: the server reads the saved source's sessions and programmes (a file: its first part)
 * and says whether that worked and how long it took. The answer is announced.
 */
export function SourceCheck({ isSourceSet }: { isSourceSet: boolean }) {
  const [health, setHealth] = useState<TRecordsSourceHealth | null>(null);
  const [isChecking, setIsChecking] = useState(false);

  const check = async () => {
    setIsChecking(true);
    setHealth(null);
    const response = await recordsSourceApi.check();
    setIsChecking(false);
    if (response !== false) setHealth(response.data);
  };

  return (
    <div className={styles.check}>
      <div className={styles.checkRow}>
        <Button variant="secondary" isLoading={isChecking} onClick={() => void check()}>
          Check
        </Button>
        <p className={styles.muted}>
          {isSourceSet
            ? 'Reads the saved source once, without changing anything.'
            : 'Save a source first, then check it.'}
        </p>
      </div>
      <div role="status" aria-live="polite">
        {health && (
          <p className={health.ok ? styles.healthy : styles.unhealthy}>
            <strong>{health.ok ? 'Check passed:' : 'Check failed:'}</strong> {health.message}{' '}
            <span className={styles.muted}>({String(health.elapsed_ms)} ms)</span>
          </p>
        )}
      </div>
    </div>
  );
}
