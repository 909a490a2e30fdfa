import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MenuItem } from '../../shared/contracts/users/schemas';
import { portalVersion } from '../../shared/release';
import { useLocation } from '../router';
import { AlertDialog } from './AlertDialog';
import { Footer } from './Footer';
import { LoadingOverlay } from './LoadingOverlay';
import { TOAST_CONTAINER, Toasts } from './Toasts';
import { TopBar } from './TopBar';
import { resetUiState, setLoading, showAlert, toastError, toastSuccess } from './ui-state';
import { useWarehouseKeys, WarehouseTitleBar } from './warehouse';

function setGlobals(values: Record<string, unknown>) {
  document.getElementById('portal-globals')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'portal-globals';
  el.textContent = JSON.stringify(values);
  document.body.appendChild(el);
}

beforeEach(() => {
  resetUiState();
  setGlobals({ firstName: 'Wanda', isWarehouseUser: true, brand: 'Acme Financial', csrfToken: 't', loginError: '', grants: [] });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('alert dialog', () => {
  it('shows the message by type and its close button runs the dismiss callback once', async () => {
    const onDismiss = vi.fn();
    render(<AlertDialog />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => showAlert('danger', { message: 'Bin 01-02 is blocked.', onDismiss }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.className).toContain('sp-alert-danger');
    expect(dialog.textContent).toContain('Bin 01-02 is blocked.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('takes a plain string for success, info and warning', () => {
    render(<AlertDialog />);
    for (const type of ['success', 'info', 'warning'] as const) {
      act(() => showAlert(type, `a ${type}`));
      expect(screen.getByRole('alertdialog').className).toContain(`sp-alert-${type}`);
      expect(screen.getByText(`a ${type}`)).toBeTruthy();
    }
  });
});

describe('loading overlay', () => {
  it('shows while the shared loading flag is set', () => {
    render(<LoadingOverlay />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setLoading(true));
    expect(screen.getByRole('status').textContent).toContain('Loading...');
    act(() => setLoading(false));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('toasts', () => {
  it('close success after 3000 ms and others after 5000 ms, top-right and draggable', async () => {
    const success = vi.spyOn(toast, 'success');
    const error = vi.spyOn(toast, 'error');
    render(<Toasts />);
    act(() => toastSuccess('Saved.'));
    act(() => toastError('Bin not found'));
    // the library is loaded with the first toast: the calls reach it a moment later
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved.', expect.objectContaining({ autoClose: 3000 })));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Bin not found', expect.objectContaining({ autoClose: 5000 })));
    await waitFor(() => expect(document.querySelector('.Toastify__toast-container--top-right .Toastify__toast--success')).not.toBeNull());
    expect(document.querySelector('.Toastify__toast--error')?.textContent).toContain('Bin not found');
    expect(TOAST_CONTAINER).toMatchObject({ position: 'top-right', autoClose: 5000, draggable: true });
  });
});

describe('footer', () => {
  it('links the Terms of Service in a new tab and shows the current year', () => {
    render(<Footer />);
    const link = screen.getByRole('link', { name: 'Terms of Service' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.body.textContent).toContain(`© ${new Date().getFullYear()} Acme Financial.`);
    expect(document.body.textContent).not.toContain('Version');
  });

  it('shows the release version on the administration screens only', () => {
    window.history.pushState({}, '', '/supplier/admin/users');
    try {
      render(<Footer />);
      expect(screen.getByText(`Version ${portalVersion}`)).toBeTruthy();
    } finally {
      window.history.pushState({}, '', '/');
    }
  });
});

const MENU: MenuItem[] = [
  { desc: 'Warehouse', url: '/supplier/warehouse/menu/index', sub_links: [] },
  {
    desc: 'Profile',
    url: '/supplier/profile/edit',
    sub_links: [
      { desc: 'Edit Profile', url: '/supplier/profile/edit', sub_links: [] },
      { desc: 'Download Print App', url: '/supplier/profile/printerApp', sub_links: [] },
      { desc: 'Logout', url: '/supplier/logout', sub_links: [] },
    ],
  },
];

/** Renders `ui` at `path`, as the first page of a tab (the router reads the jsdom window's history). */
function withProviders(ui: React.ReactNode, path = '/supplier/profile/edit') {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('top bar', () => {
  it('greets by first name and shows the server menu, fetched once and cached', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify(MENU), { headers: { 'content-type': 'application/json' } }));
    withProviders(<TopBar />);
    expect(screen.getByText('Supplier Portal')).toBeTruthy();
    // the name is data (translate="no"), an element of its own
    expect(document.querySelector('.sp-greeting')?.textContent).toBe('Hello, Wanda');
    // the menu's own requests (the bell, every user's now, asks for its notifications beside it)
    const menuCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/supplier/profile/menu').length;
    await waitFor(() => expect(menuCalls()).toBe(1));
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Download Print App' }).getAttribute('href')).toBe('/supplier/profile/printerApp');
    // logout is not an app page: a real link (full page load)
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/supplier/logout');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toBeTruthy();
    expect(menuCalls()).toBe(1);
  });

  it('shows the menu the page carries without asking the server for it', async () => {
    setGlobals({
      firstName: 'Wanda',
      isWarehouseUser: true,
      brand: 'Acme Financial',
      csrfToken: 't',
      loginError: '',
      grants: [],
      menu: MENU,
    });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(JSON.stringify([]), { headers: { 'content-type': 'application/json' } }));
    withProviders(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Download Print App' }).getAttribute('href')).toBe('/supplier/profile/printerApp');
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === '/supplier/profile/menu')).toHaveLength(0);
  });
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function KeysScreen({ title }: { title: string }) {
  useWarehouseKeys(true);
  return (
    <>
      <WarehouseTitleBar title={title} />
      <Where />
    </>
  );
}

describe('warehouse title bar and keys', () => {
  function KeysApp() {
    const { pathname } = useLocation();
    if (pathname === '/supplier/warehouse/menu/index') return <KeysScreen title="Warehouse Menu" />;
    if (pathname === '/supplier/warehouse/goodsreceipt/index') return <KeysScreen title="Goods Receipt" />;
    return null;
  }
  const app = <KeysApp />;

  it('F7 opens the warehouse menu and F3 goes back in history', async () => {
    withProviders(app, '/supplier/warehouse/goodsreceipt/index');
    expect(screen.getByTestId('where').textContent).toBe('/supplier/warehouse/goodsreceipt/index');
    fireEvent.keyDown(window, { key: 'F7' });
    expect(screen.getByTestId('where').textContent).toBe('/supplier/warehouse/menu/index');
    fireEvent.keyDown(window, { key: 'F3' });
    // history.back() lands with the browser's popstate, a moment later
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/supplier/warehouse/goodsreceipt/index'));
  });

  it('has large touch buttons doing the same; F3 on the first page goes to the menu', async () => {
    withProviders(app, '/supplier/warehouse/goodsreceipt/index');
    await userEvent.click(screen.getByRole('button', { name: /F3/ }));
    expect(screen.getByTestId('where').textContent).toBe('/supplier/warehouse/menu/index');
    await userEvent.click(screen.getByRole('button', { name: /F7/ }));
    expect(screen.getByTestId('where').textContent).toBe('/supplier/warehouse/menu/index');
    expect(screen.getByRole('heading', { name: 'Warehouse Menu' })).toBeTruthy();
  });

  it('prevents the browser default of F3 (find) and F7 (caret browsing)', () => {
    withProviders(app, '/supplier/warehouse/goodsreceipt/index');
    const f3 = new KeyboardEvent('keydown', { key: 'F3', cancelable: true });
    window.dispatchEvent(f3);
    expect(f3.defaultPrevented).toBe(true);
  });
});
