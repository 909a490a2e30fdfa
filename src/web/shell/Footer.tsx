import { t } from '../../shared/i18n';
import { readGlobals } from '../globals';

export const TERMS_URL = 'https://www.acme-financial.example/terms-of-service';

/** Footer: Terms of Service (new tab) and the copyright with the current year. */
export function Footer() {
  const { brand } = readGlobals();
  return (
    <footer className="sp-footer">
      <div className="sp-footer-inner">
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          {t('termsOfService')}
        </a>
        <span>
          &copy; {new Date().getFullYear()} {brand ? <span translate="no">{brand}</span> : t('portalTitle')}. {t('allRightsReserved')}
        </span>
      </div>
    </footer>
  );
}
