import { useLayoutEffect, useRef } from 'react';
import { applyTheme, parseColor, readableTextOn } from '@registrar/shared-ui';
import styles from './theme-preview.module.css';

export interface ThemePreviewProps {
  name: string;
  acronym: string;
  /** The colours to paint; only valid #RRGGBB values reach here. */
  primary: string;
  secondary: string;
  /** Image URLs as the form holds them (uploaded or typed); empty for none. */
  logoUrl?: string;
  textLogoUrl?: string;
  bannerUrl?: string;
}

const textOn = (colour: string) => {
  const rgb = parseColor(colour);
  return rgb ? readableTextOn(rgb) : '#0b0c0c';
};

/**
 * A mini portal header, button and card painted with the chosen colours. The theme's CSS
 * variables are written on this panel only, so the rest of the console keeps its own colours.
 */
export function ThemePreview({
  name,
  acronym,
  primary,
  secondary,
  logoUrl,
  textLogoUrl,
  bannerUrl,
}: ThemePreviewProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) applyTheme({ primary, secondary }, ref.current);
  }, [primary, secondary]);
  const onPrimary = textOn(primary);
  const onSecondary = textOn(secondary);

  return (
    <section className={styles.panel} aria-labelledby="theme-preview-title">
      <h2 id="theme-preview-title" className={styles.title}>
        Live preview
      </h2>
      <div ref={ref} className={styles.preview} data-testid="theme-preview">
        <div className={styles.header}>
          {logoUrl && <img className={styles.logo} src={logoUrl} alt="Logo preview" />}
          {textLogoUrl ? (
            <img className={styles.textLogo} src={textLogoUrl} alt={`${name.trim()} (text logo)`} />
          ) : (
            <>
              <strong>{acronym.trim() || 'Acronym'}</strong>
              <span className={styles.headerName}>{name.trim() || 'Institution name'}</span>
            </>
          )}
        </div>
        {bannerUrl && <img className={styles.banner} src={bannerUrl} alt="Banner preview" />}
        <div className={styles.body}>
          <div className={styles.card}>
            <p className={styles.cardTitle}>Request a transcript</p>
            <p className={styles.cardText}>Official and student copies, sent by email or post.</p>
            <span className={styles.button} aria-hidden="true">
              Apply now
            </span>
          </div>
          <span className={styles.badge}>Secondary</span>
        </div>
      </div>
      <p className={styles.legend}>
        Text on the primary colour: <code>{onPrimary}</code>; on the secondary colour:{' '}
        <code>{onSecondary}</code>.
      </p>
    </section>
  );
}
