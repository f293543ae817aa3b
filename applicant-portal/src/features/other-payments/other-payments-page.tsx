import { useState } from 'react';
import { Navigate, Route, Routes, useNavigate } from '@registrar/shared-ui/router';
import styles from '../../components/page.module.css';
import { LoadError, LoadingState } from '../../components/notice';
import { useApplicationData } from '../../store';
import { OtherPaymentCheck } from './other-payment-check';
import { OtherPaymentForm } from './other-payment-form';
import type { OtherPaymentValues } from './other-payment-schema';

const empty: OtherPaymentValues = {
  payment_type_id: '',
  payer_name: '',
  payer_email: '',
  payer_matric_number: '',
};

/**
 * /other-payments/*: the registry's fees that are not part of an application (payment types from
 * GET /application-data). The form, then `check` (check your answers, pay). The answers live in
 * this page's state only: a reload of `check` starts again at the form.
 */
export default function OtherPaymentsPage() {
  const data = useApplicationData();
  const navigate = useNavigate();
  const [values, setValues] = useState<OtherPaymentValues>(empty);
  const types = data.applicationData?.payment_types ?? [];
  const chosen = types.find((type) => String(type.id) === values.payment_type_id);

  if (data.status !== 'ready')
    return (
      <article className={styles.page}>
        <h1 className={styles.title}>Other payments</h1>
        {data.status === 'failed' ? (
          <LoadError what="the payment types" onRetry={data.retry} />
        ) : (
          <LoadingState label="Loading payment types" />
        )}
      </article>
    );

  return (
    <article className={styles.page}>
      <Routes>
        <Route
          index
          element={
            <>
              <h1 className={styles.title}>Other payments</h1>
              <p className={styles.lead}>
                Pay other registry fees that are not part of a transcript or certificate
                application.
              </p>
              {types.length === 0 ? (
                <p>No other payments are offered at the moment.</p>
              ) : (
                <OtherPaymentForm
                  types={types}
                  defaultValues={values}
                  onContinue={(answers) => {
                    setValues(answers);
                    navigate('/other-payments/check');
                  }}
                />
              )}
            </>
          }
        />
        <Route
          path="check"
          element={
            chosen ? (
              <OtherPaymentCheck type={chosen} values={values} />
            ) : (
              <Navigate to="/other-payments" replace />
            )
          }
        />
        <Route path="*" element={<Navigate to="/other-payments" replace />} />
      </Routes>
    </article>
  );
}
