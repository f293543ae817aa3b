import type { TInstitution } from '@registrar/shared-api';
import { Button, Container, VisuallyHidden } from '@registrar/shared-ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from '@registrar/shared-ui/router';
import styles from './site-header.module.css';

/**
 * The header: the institution's text logo (or its acronym and name as text when it has none)
 * links home; every page but home also offers Back to Home.
 */
export function SiteHeader({ institution }: { institution: TInstitution }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isHome = pathname === '/';
  // A text logo that fails to load falls back to the acronym and name rather than an empty header.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logoUrl = institution.text_logo_url !== failedLogo ? institution.text_logo_url : null;

  return (
    <header className={styles.header}>
      <Container className={styles.bar}>
        {/* The accessible name contains the visible text (WCAG 2.5.3: at phone width only the
            acronym shows), so no aria-label overrides it. */}
        <Link to="/" className={styles.brand}>
          {logoUrl ? (
            <img
              className={styles.logo}
              src={logoUrl}
              alt={`${institution.name} – home`}
              onError={() => setFailedLogo(logoUrl)}
            />
          ) : (
            <span className={styles.wordmark}>
              <span className={styles.acronym}>{institution.acronym || institution.name}</span>
              {institution.acronym && institution.acronym !== institution.name && (
                <span className={styles.name}>{institution.name}</span>
              )}
              <VisuallyHidden> – home</VisuallyHidden>
            </span>
          )}
        </Link>
        {!isHome && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.back}
            onClick={() => navigate('/')}
          >
            Back to Home
          </Button>
        )}
      </Container>
    </header>
  );
}
