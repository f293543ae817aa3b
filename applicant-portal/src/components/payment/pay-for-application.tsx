import { PayNow } from './pay-now';
import { applicationPaymentBody } from './payer-proof';

type Props = {
  kind: Parameters<typeof applicationPaymentBody>[0];
  application: Parameters<typeof applicationPaymentBody>[1] & { total: number };
  /** Where the applicant follows the application. */
  trackHref?: string;
};

/** "Pay now" for a submitted application (transcript or certificate): its total, as priced. */
export function PayForApplication({ kind, application, trackHref }: Props) {
  return (
    <PayNow
      body={applicationPaymentBody(kind, application)}
      amount={application.total}
      {...(trackHref ? { trackHref } : {})}
    />
  );
}
