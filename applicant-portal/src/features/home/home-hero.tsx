import type { TInstitution } from '@registrar/shared-api';
import type { CSSProperties } from 'react';
import styles from './home-hero.module.css';

/** The institution's name and acronym on its banner (or on the brand colour when it has none). */
export function HomeHero({ institution }: { institution: TInstitution }) {
  const { name, acronym, logo_url: logoUrl, banner_url: bannerUrl } = institution;
  const banner = bannerUrl
    ? ({ '--hero-banner': `url("${encodeURI(bannerUrl)}")` } as CSSProperties)
    : undefined;
  return (
    <section
      aria-labelledby="home-title"
      className={`${styles.hero} ${bannerUrl ? styles.withBanner : ''}`}
      style={banner}
    >
      <div className={styles.inner}>
        {logoUrl && <img className={styles.logo} src={logoUrl} alt="" />}
        <div>
          {acronym && acronym !== name && <p className={styles.acronym}>{acronym}</p>}
          <h1 id="home-title" className={styles.title}>
            {name}
          </h1>
          <p className={styles.lead}>
            Request transcripts and certificates, pay fees and track your application online.
          </p>
        </div>
      </div>
    </section>
  );
}
