import { Button } from '@registrar/shared-ui';
import screenStyles from './screen-styles.module.css';

export interface LoadErrorProps {
  /** What failed to load, as the sentence's subject: "The emails". */
  what: string;
  onRetry: () => void;
  /** Replaces the shared look, for a panel styled as its screen's inline errors. */
  className?: string | undefined;
}

/** A list or record that could not be loaded, announced, with a way to ask again. */
export function LoadError({ what, onRetry, className = screenStyles.loadError }: LoadErrorProps) {
  return (
    <div role="alert" className={className}>
      <p>{`${what} could not be loaded.`}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
