import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api';
import { AppLink } from './AppLink';
import { onSessionEnded } from './sign-out';

const refused = (status: number) => new ApiError(status, { code: 'NOT_SIGNED_IN', message: 'Please sign in.' });

describe('a request refused because the session ended', () => {
  it('goes to sign-in with the way back here, and only for 401', () => {
    window.history.replaceState(null, '', '/supplier/purchaseorders/index?page=2');
    const go = vi.fn();
    onSessionEnded(refused(403), go);
    onSessionEnded(new Error('network'), go);
    expect(go).not.toHaveBeenCalled();
    onSessionEnded(refused(401), go);
    expect(go).toHaveBeenCalledWith('/supplier/login?next=%2Fsupplier%2Fpurchaseorders%2Findex%3Fpage%3D2');
  });

  it('stays put once Logout was pressed: the logout page takes the user to sign-in without a way back', () => {
    const go = vi.fn();
    render(<AppLink to="/supplier/logout">Logout</AppLink>);
    const link = screen.getByRole('link', { name: 'Logout' });
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom does not navigate
    fireEvent.click(link);
    onSessionEnded(refused(401), go);
    expect(go).not.toHaveBeenCalled();
  });

  it('redirects again on a page brought back from the back-forward cache', () => {
    const go = vi.fn();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    onSessionEnded(refused(401), go);
    expect(go).toHaveBeenCalledTimes(1);
  });
});
