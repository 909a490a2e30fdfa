import { t } from '../../shared/i18n';
import { portalVersion } from '../../shared/release';
import { readGlobals } from '../globals';
import { useLocation } from '../router';

export const TERMS_URL = 'https://www.acme-financial.example/terms-of-service';

/** Footer: Terms of Service (new tab), the copyright with the current year, and on the administration screens the release. */
export function Footer() {
  const { brand } = readGlobals();
  const { pathname } = useLocation();
  return (
    <footer className="sp-footer">
      <div className="sp-footer-inner">
        <a href={TERMS_URL} target="_blank" rel="noopener noreferrer">
          {t('termsOfService')}
        </a>
        <span>
          &copy; {new Date().getFullYear()} {brand ? <span translate="no">{brand}</span> : t('portalTitle')}. {t('allRightsReserved')}
        </span>
        {pathname.startsWith('/supplier/admin/') ? <span>{t('footer.version', { version: portalVersion })}</span> : null}
      </div>
    </footer>
  );
}
