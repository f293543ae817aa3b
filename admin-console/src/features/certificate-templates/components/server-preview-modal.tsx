import { useEffect, useState } from 'react';
import type { TCertificateTemplate, TCertificateTemplatePreview } from '@registrar/shared-api';
import { Modal, Spinner } from '@registrar/shared-ui';
import { useInstitution } from '../../../hooks/institution-context';
import { templatesApi } from '../api';
import { CertificatePreview } from './certificate-preview';
import { LoadError } from '../../../components/load-error';

export interface ServerPreviewModalProps {
  template: TCertificateTemplate | null;
  onClose: () => void;
}

/** The saved template as the server fills it (its own sample graduate, its date format). */
export function ServerPreviewModal({ template, onClose }: ServerPreviewModalProps) {
  const institution = useInstitution();
  const [preview, setPreview] = useState<TCertificateTemplatePreview | null | false>(null);
  const [attempt, setAttempt] = useState(0);
  const id = template?.id;

  useEffect(() => {
    if (id === undefined) return undefined;
    const controller = new AbortController();
    setPreview(null);
    void templatesApi.preview(id, controller.signal).then((response) => {
      if (!controller.signal.aborted) setPreview(response === false ? false : response.data);
    });
    return () => controller.abort();
  }, [id, attempt]);

  return (
    <Modal
      isOpen={template !== null}
      onClose={onClose}
      title={template ? `Preview: ${template.name}` : 'Preview'}
      size="lg"
    >
      {preview === null && <Spinner label="Loading the preview" />}
      {preview === false && (
        <LoadError what="The preview" onRetry={() => setAttempt((n) => n + 1)} />
      )}
      {preview && (
        <CertificatePreview
          institutionName={institution.name}
          title={preview.title}
          body={preview.rendered}
          orientation={preview.orientation}
          label="Server preview"
        />
      )}
    </Modal>
  );
}
