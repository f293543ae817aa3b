import {
  apiRequest,
  getConsentWording,
  updateConsentWording,
  ZUpdateConsentWordingRequest,
  type TConsentWording,
} from '@registrar/shared-api';
import { formatInstitutionTime } from '@registrar/shared-api/core';
import { Button, Spinner, notify } from '@registrar/shared-ui';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { LoadError } from '../../components/load-error';
import { TextArea } from '../../components/text-area';
import styles from './configuration-page.module.css';

/**
 * What applicants agree to before submitting: the wording in force, and a new version. Consents
 * already given keep the version they agreed to.
 */
export function ConsentWordingForm() {
  const [wording, setWording] = useState<TConsentWording | null | false>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setIsSaving] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    setWording(null);
    const response = await apiRequest(getConsentWording, { signal, isSilent: true });
    if (signal?.aborted) return;
    setWording(response ? response.data : false);
    if (response) setText(response.data.text);
  }, []);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ZUpdateConsentWordingRequest.safeParse({ text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      document.getElementById('consent-wording')?.focus();
      return;
    }
    setError(undefined);
    setIsSaving(true);
    let failed: string | undefined;
    const response = await apiRequest(updateConsentWording, {
      body: checked.data,
      isSilent: true,
      onFailure: (failure) => {
        failed = failure.errors?.text?.[0] ?? failure.message ?? 'The wording was not saved.';
      },
    });
    setIsSaving(false);
    if (!response) {
      setError(failed);
      return;
    }
    setWording(response.data);
    notify({
      type: 'success',
      title: 'Consent wording saved',
      message: `Version ${String(response.data.id)} is in force from now.`,
    });
  };

  return (
    <form
      className={styles.group}
      aria-labelledby="consent-wording-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="consent-wording-title" className={styles.legend}>
        Consent wording
      </h2>
      {wording === null && <Spinner label="Loading the consent wording" />}
      {wording === false && <LoadError what="The consent wording" onRetry={() => void load()} />}
      {wording && (
        <>
          <p>
            What applicants agree to before they submit, above the receivers their copies name.
            Version {wording.id}, in force since {formatInstitutionTime(wording.created_at)}. Saving
            makes a new version; consents already given keep the one they agreed to.
          </p>
          <TextArea
            id="consent-wording"
            label="Wording"
            rows={6}
            maxLength={4000}
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" isLoading={isSaving} disabled={text.trim() === wording.text}>
              Save as a new version
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
