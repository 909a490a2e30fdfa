import type { ReactNode } from 'react';
import { Link } from '../router';
import { isAppPath } from './menu';

/** A link that stays in the app for app pages and loads the page otherwise (logout, downloads). */
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
  return (
    <a href={to} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
