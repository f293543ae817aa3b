import { apiRequest, getConsentWording, type TConsentWording } from '@registrar/shared-api';
import { Checkbox } from '@registrar/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { LoadError, LoadingState } from '../../components/notice';
import styles from '../../components/page.module.css';
import consentStyles from './consent-section.module.css';

/** The consent checkbox's id: the error summary links to it. */
export const CONSENT_FIELD_ID = 'consent-agreed';

export type ConsentWordingState =
  { status: 'loading' | 'failed' } | { status: 'ready'; wording: TConsentWording };

/** The wording in force (GET /consent-wording), and a way to read it again. */
export function useConsentWording() {
  const [state, setState] = useState<ConsentWordingState>({ status: 'loading' });
  const load = useCallback(async (signal?: AbortSignal) => {
    setState({ status: 'loading' });
    const response = await apiRequest(getConsentWording, { signal, isSilent: true });
    if (signal?.aborted) return;
    setState(response ? { status: 'ready', wording: response.data } : { status: 'failed' });
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  return { state, reload: () => void load() };
}

type Props = {
  /** Where the copies go, one line each: what the consent names and is sent with. */
  receivers: readonly string[];
  wording: ConsentWordingState;
  onRetry: () => void;
  agreed: boolean;
  onAgreedChange: (agreed: boolean) => void;
  error?: string | undefined;
};

/**
 * What the applicant agrees to before submitting: the institution's wording in force and the
 * receivers the copies name, then the box to tick. The version read is sent with the box ticked.
 */
export function ConsentSection({
  receivers,
  wording,
  onRetry,
  agreed,
  onAgreedChange,
  error,
}: Props) {
  return (
    <section aria-labelledby="consent-title">
      <h2 id="consent-title" className={styles.sectionTitle}>
        Your consent
      </h2>
      {wording.status === 'loading' && <LoadingState label="Loading the consent wording" />}
      {wording.status === 'failed' && <LoadError what="the consent wording" onRetry={onRetry} />}
      {wording.status === 'ready' && (
        <>
          <blockquote className={consentStyles.wording}>
            <p>{wording.wording.text}</p>
          </blockquote>
          <p>The receivers named in this application:</p>
          <ul className={consentStyles.receivers}>
            {receivers.map((receiver) => (
              <li key={receiver}>{receiver}</li>
            ))}
          </ul>
          <Checkbox
            id={CONSENT_FIELD_ID}
            label="I give my consent"
            checked={agreed}
            error={error}
            onChange={(event) => onAgreedChange(event.target.checked)}
          />
        </>
      )}
    </section>
  );
}
