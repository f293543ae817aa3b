import { useCallback, useEffect, useState } from 'react';
import { Link } from '@registrar/shared-ui/router';
import type {
  TMissingRateCombination,
  TTranscriptRate,
  TTranscriptRateInput,
} from '@registrar/shared-api';
import { Button, notify, notifyAdmin } from '@registrar/shared-ui';
import { PageHeading } from '../../components/page-heading';
import { fieldErrorsOf, ratesApi } from './api/rates-api';
import { DeleteRateModal } from './components/delete-rate-modal';
import { MissingCombinations } from './components/missing-combinations';
import { RateForm, type RateDraft, type RateErrors } from './components/rate-form';
import { RatesTable } from './components/rates-table';
import { nairaInput } from '../../components/settings-crud/naira';
import screenStyles from '../../components/screen-styles.module.css';
import { LoadError } from '../../components/load-error';

/** What the form is doing: adding (maybe from a missing pair) or editing a rate. */
type Editor =
  | { kind: 'add'; draft: RateDraft; isFromMissing: boolean }
  | { kind: 'edit'; rate: TTranscriptRate; draft: RateDraft; isFromMissing: boolean };

const emptyDraft: RateDraft = { purpose: '', type: '', soft_copy: '', hard_copy: '' };
const draftOf = (rate: TTranscriptRate): RateDraft => ({
  purpose: rate.purpose,
  type: rate.type,
  soft_copy: nairaInput(rate.soft_copy),
  hard_copy: nairaInput(rate.hard_copy),
});
const ADMIN_TIME = 3000;

/** Spec §2 /admin/transcript-rates: rates per purpose and type, and the gaps to fill (§7). */
export default function TranscriptRatesPage() {
  const [rates, setRates] = useState<TTranscriptRate[] | null | false>(null);
  const [missing, setMissing] = useState<TMissingRateCombination[] | null | false>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [toDelete, setToDelete] = useState<TTranscriptRate | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const loadRates = useCallback(async (signal?: AbortSignal) => {
    const response = await ratesApi.list(signal);
    if (!signal?.aborted) setRates(response === false ? false : response.data);
  }, []);
  const loadMissing = useCallback(async (signal?: AbortSignal) => {
    const response = await ratesApi.missing(signal);
    if (!signal?.aborted) setMissing(response === false ? false : response.data);
  }, []);
  const reload = useCallback(() => {
    void loadRates();
    void loadMissing();
  }, [loadRates, loadMissing]);

  useEffect(() => {
    const controller = new AbortController();
    void loadRates(controller.signal);
    void loadMissing(controller.signal);
    return () => controller.abort();
  }, [loadRates, loadMissing]);

  const onEdit = useCallback((rate: TTranscriptRate) => {
    setEditor({ kind: 'edit', rate, draft: draftOf(rate), isFromMissing: false });
  }, []);
  const onDelete = useCallback((rate: TTranscriptRate) => setToDelete(rate), []);

  const onAddMissing = (combination: TMissingRateCombination) => {
    const existing =
      combination.rate_id === null
        ? undefined
        : (rates || []).find((rate) => rate.id === combination.rate_id);
    setEditor(
      existing
        ? { kind: 'edit', rate: existing, draft: draftOf(existing), isFromMissing: true }
        : {
            kind: 'add',
            draft: { ...emptyDraft, purpose: combination.purpose, type: combination.type },
            isFromMissing: true,
          },
    );
  };

  const save = async (body: TTranscriptRateInput): Promise<RateErrors | null> => {
    if (!editor) return null;
    let errors: RateErrors = {};
    const onFailure = (failure: Parameters<typeof fieldErrorsOf>[0]) => {
      errors = fieldErrorsOf(failure);
    };
    const response =
      editor.kind === 'edit'
        ? await ratesApi.update(editor.rate.id, body, onFailure)
        : await ratesApi.create(body, onFailure);
    if (response === false) return errors;
    const title = editor.isFromMissing
      ? 'New Rate Added'
      : editor.kind === 'edit'
        ? 'Rate is Updated'
        : 'Rate Added Successfully';
    notify({
      type: 'success',
      title,
      message: `${response.data.purpose}, ${response.data.type}`,
      time: ADMIN_TIME,
    });
    setEditor(null);
    reload();
    return null;
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setIsDeleting(true);
    const response = await ratesApi.remove(toDelete.id);
    setIsDeleting(false);
    if (response === false) return;
    notifyAdmin('success', response.message ?? 'Rate Deleted');
    setToDelete(null);
    if (editor?.kind === 'edit' && editor.rate.id === toDelete.id) setEditor(null);
    reload();
  };

  const formTitle =
    editor?.kind === 'edit'
      ? `Edit rate: ${editor.rate.purpose}, ${editor.rate.type}`
      : 'Add a rate';

  return (
    <section className={screenStyles.page} aria-labelledby="admin-page-title">
      <PageHeading>Transcript Rates</PageHeading>
      <p className={screenStyles.intro}>
        The fee for one copy of each purpose and type. A dash means the format is not offered.
        Delivery fees are set with the regions:{' '}
        <Link to="/admin/manage-regions">Regions and delivery rates</Link>.
      </p>
      <MissingCombinations
        combinations={missing}
        onAdd={onAddMissing}
        onRetry={() => void loadMissing()}
      />
      <div className={screenStyles.toolbar}>
        <Button onClick={() => setEditor({ kind: 'add', draft: emptyDraft, isFromMissing: false })}>
          Add a rate
        </Button>
      </div>
      {editor && (
        <RateForm
          key={
            editor.kind === 'edit'
              ? `edit-${String(editor.rate.id)}`
              : `add-${editor.draft.purpose}-${editor.draft.type}`
          }
          title={formTitle}
          draft={editor.draft}
          submitLabel={editor.kind === 'edit' ? 'Save rate' : 'Add rate'}
          onSubmit={save}
          onCancel={() => setEditor(null)}
        />
      )}
      {rates === false ? (
        <LoadError what="The rates" onRetry={() => void loadRates()} />
      ) : (
        <RatesTable
          rates={rates ?? []}
          isLoading={rates === null}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      <DeleteRateModal
        rate={toDelete}
        isDeleting={isDeleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </section>
  );
}
