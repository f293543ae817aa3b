import { buttonClassName } from '@registrar/shared-ui';
import { Link } from '@registrar/shared-ui/router';
import { useInstitution } from '../../app/institution-context';
import { HomeHero } from './home-hero';
import { ServiceCard } from './service-card';
import styles from './home-page.module.css';

/** What an applicant can request (spec §1: transcripts, certificates, other payments). */
const services = [
  {
    category: 'Transcript',
    title: 'Student copy',
    text: 'A copy of your academic transcript for your own records.',
    to: '/student-copy',
  },
  {
    category: 'Transcript',
    title: 'Official copy',
    text: 'Your transcript sent by the registry to a university, employer or other organisation.',
    to: '/official-copy',
  },
  {
    category: 'Certificate',
    title: 'Certificate application',
    text: 'Apply for your certificate and pay the certificate fee.',
    to: '/certificate-application',
  },
  {
    category: 'Payment',
    title: 'Other payments',
    text: 'Pay other registry fees that are not part of a transcript application.',
    to: '/other-payments',
  },
] as const;

export default function HomePage() {
  const institution = useInstitution();
  return (
    <div className={styles.home}>
      <HomeHero institution={institution} />
      <nav aria-label="Get started" className={styles.actions}>
        <Link to="/start-application" className={buttonClassName({ variant: 'primary' })}>
          Start application
        </Link>
        <Link to="/track" className={buttonClassName({ variant: 'secondary' })}>
          Track application
        </Link>
        <Link to="/ongoing-application" className={buttonClassName({ variant: 'secondary' })}>
          Continue ongoing application
        </Link>
        <Link to="/my-applications" className={buttonClassName({ variant: 'secondary' })}>
          My applications
        </Link>
      </nav>

      <section aria-labelledby="services-heading" className={styles.section}>
        <h2 id="services-heading" className={styles.sectionTitle}>
          What you can request
        </h2>
        <ul className={styles.cards}>
          {services.map((service) => (
            <li key={service.to}>
              <ServiceCard {...service} />
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="applied-heading" className={styles.section}>
        <h2 id="applied-heading" className={styles.sectionTitle}>
          Already applied?
        </h2>
        <p className={styles.text}>
          Use the reference from your confirmation email to{' '}
          <Link to="/track">track your application</Link> or{' '}
          <Link to="/messages">send the registry a message</Link>. Lost the reference?{' '}
          <Link to="/my-applications">See all your applications and receipts</Link> on any device,
          with a code sent to your email.
        </p>
      </section>
    </div>
  );
}
