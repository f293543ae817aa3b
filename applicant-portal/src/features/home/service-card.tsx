import { Link } from '@registrar/shared-ui/router';
import styles from './service-card.module.css';

/** One requestable service; the whole card is the link target, the heading its accessible name. */
type Props = { category: string; title: string; text: string; to: string };

export function ServiceCard({ category, title, text, to }: Props) {
  return (
    <article className={styles.card}>
      <p className={styles.category}>{category}</p>
      <h3 className={styles.title}>
        <Link to={to} className={styles.link}>
          {title}
        </Link>
      </h3>
      <p className={styles.text}>{text}</p>
    </article>
  );
}
