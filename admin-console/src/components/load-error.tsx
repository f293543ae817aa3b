import { Button } from '@registrar/shared-ui';
import screenStyles from './screen-styles.module.css';

export interface LoadErrorProps {
  /** What failed to load, as the sentence's subject: "The emails". */
  what: string;
  onRetry: () => void;
}

/** A list or record that could not be loaded, announced, with a way to ask again. */
export function LoadError({ what, onRetry }: LoadErrorProps) {
  return (
    <div role="alert" className={screenStyles.loadError}>
      <p>{`${what} could not be loaded.`}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
