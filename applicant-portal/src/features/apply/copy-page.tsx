import { useNavigate, useParams, useSearchParams } from '@registrar/shared-ui/router';
import { Link } from '@registrar/shared-ui/router';
import { BackLink } from '../../components/back-link';
import styles from '../../components/page.module.css';
import { Notice } from '../../components/notice';
import { selectDraftCopies, useAppSelector } from '../../store';
import { CopyForm } from './copy-form';
import { savedCopyState } from './saved-copy-notice';
import type { ApplyData } from './apply-data';

/** /apply/copy/new (type preset by ?type=) and /apply/copy/:copyId (change a draft). */
export function CopyPage({ data }: { data: ApplyData }) {
  const { copyId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const copies = useAppSelector(selectDraftCopies);
  const copy = copyId ? copies.find((item) => item.id === copyId) : undefined;
  const back = params.get('from') === 'check' ? '/apply/check' : '/apply';

  return (
    <article className={styles.page}>
      <BackLink to={back} />
      <p className={styles.caption}>New application</p>
      <h1 className={styles.title}>{copyId ? 'Change a copy' : 'Add a copy'}</h1>
      {copyId && !copy ? (
        <Notice title="This copy is no longer in your application">
          <p>
            <Link to="/apply">Go back to your copies</Link>
          </p>
        </Notice>
      ) : (
        <CopyForm
          key={copyId ?? 'new'}
          data={data}
          copy={copy}
          presetType={params.get('type') ?? ''}
          onSaved={(message) => navigate(back, { state: savedCopyState(message) })}
        />
      )}
    </article>
  );
}
