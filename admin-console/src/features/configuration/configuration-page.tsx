import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { RequestFailure, TInstitution, TInstitutionAssetKind } from '@registrar/shared-api';
import { Button, Spinner, TextField, notify } from '@registrar/shared-ui';
import { Notice } from '../../components/notice';
import { LoadError } from '../../components/load-error';
import { PageHeading } from '../../components/page-heading';
import { institutionApi } from './api';
import {
  draftOf,
  errorsOfMap,
  isHexColour,
  requestOf,
  validate,
  type BrandingDraft,
  type BrandingErrors,
  type BrandingField,
} from './branding';
import { ColourField } from './components/colour-field';
import { ConsentWordingForm } from './consent-wording-form';
import { ImageField } from './components/image-field';
import { imageProblem } from './image-file';
import { ThemePreview } from './components/theme-preview';
import styles from './configuration-page.module.css';

const ADMIN_TIME = 3000;

const images: readonly {
  kind: TInstitutionAssetKind;
  field: 'logo_url' | 'text_logo_url' | 'banner_url';
  label: string;
}[] = [
  { kind: 'logo', field: 'logo_url', label: 'Logo image' },
  { kind: 'text_logo', field: 'text_logo_url', label: 'Text logo image' },
  { kind: 'banner', field: 'banner_url', label: 'Banner image' },
];

/**
 * Spec §2 /admin/configurations: the institution's name, logos, banner and theme colours, and
 * the wording of the consent applicants give.
 */
export default function ConfigurationPage() {
  const [institution, setInstitution] = useState<TInstitution | null | false>(null);
  const [draft, setDraft] = useState<BrandingDraft | null>(null);
  const [preview, setPreview] = useState({ primary: '#1d70b8', secondary: '#00703c' });
  const [errors, setErrors] = useState<BrandingErrors>({});
  const [isSaving, setIsSaving] = useState(false);
  const [uploading, setUploading] = useState<Partial<Record<TInstitutionAssetKind, boolean>>>({});
  const [imageErrors, setImageErrors] = useState<Partial<Record<TInstitutionAssetKind, string>>>(
    {},
  );

  const load = useCallback(async (signal?: AbortSignal) => {
    setInstitution(null);
    const response = await institutionApi.get(signal);
    if (signal?.aborted) return;
    if (response === false) {
      setInstitution(false);
      return;
    }
    setInstitution(response.data);
    setDraft(draftOf(response.data));
    setPreview(response.data.theme);
    setErrors({});
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const set = (field: BrandingField, value: string) => {
    setDraft((current) => (current ? { ...current, [field]: value } : current));
    if ((field === 'primary' || field === 'secondary') && isHexColour(value)) {
      setPreview((current) => ({ ...current, [field]: value.trim() }));
    }
  };
  const text = (field: Exclude<BrandingField, 'primary' | 'secondary'>) => ({
    id: `configuration-${field}`,
    value: draft?.[field] ?? '',
    error: errors[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  /** Uploads a chosen image at once; the returned URL goes into the draft, saved with the form. */
  const uploadImage = async (kind: TInstitutionAssetKind, file: File) => {
    if (!institution) return;
    const image = images.find((entry) => entry.kind === kind)!;
    const problem = await imageProblem(file);
    setImageErrors((current) => ({ ...current, [kind]: problem ?? undefined }));
    if (problem) {
      document.getElementById(`configuration-${kind}-file`)?.focus();
      return;
    }
    setUploading((current) => ({ ...current, [kind]: true }));
    let message: string | undefined;
    const response = await institutionApi.uploadImage(institution.id, kind, file, (failure) => {
      message = failure.errors?.file?.[0] ?? failure.message;
    });
    setUploading((current) => ({ ...current, [kind]: false }));
    if (response === false) {
      setImageErrors((current) => ({
        ...current,
        [kind]: message ?? 'The image was not uploaded',
      }));
      document.getElementById(`configuration-${kind}-file`)?.focus();
      return;
    }
    set(image.field, response.data.url);
    notify({
      type: 'success',
      title: 'Image Uploaded',
      message: 'Save the configuration to use it on the portal.',
      time: ADMIN_TIME,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!institution || !draft) return;
    const found = validate(draft);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`configuration-${first}`)?.focus();
      return;
    }
    setIsSaving(true);
    let serverErrors: BrandingErrors = {};
    const response = await institutionApi.update(
      institution.id,
      requestOf(draft),
      (failure: RequestFailure) => {
        serverErrors = errorsOfMap(failure.errors);
      },
    );
    setIsSaving(false);
    if (response === false) {
      setErrors(serverErrors);
      const field = Object.keys(serverErrors)[0];
      if (field) document.getElementById(`configuration-${field}`)?.focus();
      return;
    }
    setInstitution(response.data);
    setDraft(draftOf(response.data));
    setPreview(response.data.theme);
    notify({
      type: 'success',
      title: 'Configuration Saved',
      message: response.message ?? 'The portal shows the new branding on its next load.',
      time: ADMIN_TIME,
    });
  };

  return (
    <section className={styles.page} aria-labelledby="admin-page-title">
      <PageHeading>Configuration (Institution)</PageHeading>
      <Notice>
        The applicant portal and this console apply saved branding the next time they load (reload
        the page to see it everywhere).
      </Notice>
      {institution === null && <Spinner label="Loading the institution" />}
      {institution === false && <LoadError what="The institution" onRetry={() => void load()} />}
      {institution && draft && (
        <div className={styles.layout}>
          <form
            className={styles.form}
            aria-label="Institution configuration"
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Institution</legend>
              <TextField label="Institution name" maxLength={200} {...text('name')} />
              <TextField label="Acronym" maxLength={20} {...text('acronym')} />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Logos and banner</legend>
              {images.map(({ kind, field, label }) => (
                <ImageField
                  key={kind}
                  id={`configuration-${kind}-file`}
                  label={label}
                  hint="PNG, JPEG or WebP, at most 2 MB. SVG is not accepted."
                  url={draft[field]}
                  error={imageErrors[kind]}
                  isUploading={uploading[kind]}
                  onSelect={(file) => void uploadImage(kind, file)}
                />
              ))}
              <TextField
                label="Logo URL"
                hint="Absolute (https://…) or from the site root (/images/logo.png). Leave empty for none."
                inputMode="url"
                {...text('logo_url')}
              />
              <TextField
                label="Text logo URL"
                hint="Shown in the header instead of the name. Leave empty for none."
                inputMode="url"
                {...text('text_logo_url')}
              />
              <TextField
                label="Banner URL"
                hint="The home page banner image. Leave empty for none."
                inputMode="url"
                {...text('banner_url')}
              />
            </fieldset>
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Theme colours</legend>
              <ColourField
                id="configuration-primary"
                label="Primary colour"
                value={draft.primary}
                error={errors.primary}
                onChange={(value) => set('primary', value)}
              />
              <ColourField
                id="configuration-secondary"
                label="Secondary colour"
                value={draft.secondary}
                error={errors.secondary}
                onChange={(value) => set('secondary', value)}
              />
            </fieldset>
            <div className={styles.actions}>
              <Button type="submit" isLoading={isSaving}>
                Save configuration
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(draftOf(institution));
                  setPreview(institution.theme);
                  setErrors({});
                  setImageErrors({});
                }}
              >
                Reset changes
              </Button>
            </div>
          </form>
          <ThemePreview
            name={draft.name}
            acronym={draft.acronym}
            logoUrl={draft.logo_url.trim()}
            textLogoUrl={draft.text_logo_url.trim()}
            bannerUrl={draft.banner_url.trim()}
            primary={preview.primary}
            secondary={preview.secondary}
          />
        </div>
      )}
      <ConsentWordingForm />
    </section>
  );
}
