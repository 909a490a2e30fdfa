import type { ReactNode } from 'react';
import { LOGOUT_PATH } from '../../shared/menu';
import { Link } from '../router';
import { isAppPath } from './menu';
import { startSigningOut } from './sign-out';

/** A link that stays in the app for app pages and loads the page otherwise (logout, downloads). Logout marks the page as signing out. */
export function AppLink({
  to,
  children,
  className,
  onClick,
}: {
  to: string;
  children: ReactNode;
  className?: string;
  onClick?: () => void;
}) {
  if (isAppPath(to)) {
    return (
      <Link to={to} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  }
  const leave = () => {
    if (to === LOGOUT_PATH) startSigningOut();
    onClick?.();
  };
  return (
    <a href={to} className={className} onClick={leave}>
      {children}
    </a>
  );
}
