import { Route, Routes } from '@registrar/shared-ui/router';
import { Link } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { LoadError, LoadingState, Notice } from '../../components/notice';
import { selectApplicant, useAppSelector, useApplicationData } from '../../store';
import { CheckAnswersPage } from './check-answers-page';
import { ConfirmationPage } from './confirmation-page';
import { CopiesOverview } from './copies-overview';
import { CopyPage } from './copy-page';

/**
 * /apply/*: the copies overview, the add/change copy form, check your answers, and the
 * confirmation (which also works after the drafts and applicant were cleared by the submit).
 */
export default function ApplyPage() {
  return (
    <Routes>
      <Route path="confirmation/:reference" element={<ConfirmationPage />} />
      <Route path="*" element={<ApplicationSteps />} />
    </Routes>
  );
}

function ApplicationSteps() {
  const { applicantData } = useAppSelector(selectApplicant);
  const data = useApplicationData();

  if (!applicantData)
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>New application</h1>
        <Notice title="Start with your matric number">
          <p>
            We need to find your graduate record before you can add copies.{' '}
            <Link to="/start-application">Start your application</Link>.
          </p>
        </Notice>
      </article>
    );
  if (data.status === 'failed')
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>New application</h1>
        <LoadError what="the application form" onRetry={data.retry} />
      </article>
    );
  if (data.status !== 'ready') return <LoadingState label="Loading the application form" />;

  return (
    <Routes>
      <Route index element={<CopiesOverview data={data} />} />
      <Route path="copy/new" element={<CopyPage data={data} />} />
      <Route path="copy/:copyId" element={<CopyPage data={data} />} />
      <Route path="check" element={<CheckAnswersPage data={data} />} />
      <Route
        path="*"
        element={
          <article className={styles.page}>
            <h1 className={styles.title}>Page not found</h1>
            <Link to="/apply">Go to your application</Link>
          </article>
        }
      />
    </Routes>
  );
}
