import { formatInstitutionTime } from '@registrar/shared-api/core';

import styles from '../../components/page.module.css';
import track from './track.module.css';

/** One stage an application went through (transcript and certificate track answers alike). */
export interface TimelineStep {
  status: string;
  label: string;
  note: string | null;
  at: string;
}

/** "Progress": every stage with its time and the registry's note, the current one marked. */
export function Timeline({ steps }: { steps: readonly TimelineStep[] }) {
  const history = [...steps].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      <h3 className={styles.sectionTitle}>Progress</h3>
      <ol className={track.timeline} aria-label="Progress of the application">
        {history.map((step, index) => (
          <li
            key={`${step.status}-${step.at}`}
            className={`${track.step} ${index === history.length - 1 ? track.current : ''}`}
            aria-current={index === history.length - 1 ? 'step' : undefined}
          >
            <p className={track.stepTitle}>{step.label}</p>
            <p className={track.stepTime}>
              <time dateTime={step.at}>{formatInstitutionTime(step.at)}</time>
            </p>
            {step.note && <p className={track.stepNote}>{step.note}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
