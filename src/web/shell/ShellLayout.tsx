import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useFirstPainted } from '../first-paint';
import { isHandheldPage } from '../globals';
import { useLocation } from '../router';
import { AlertDialog } from './AlertDialog';
import { BottomBarSlot } from './bottom-bar-slot';
import { Footer } from './Footer';
import { installKeyBuffer } from './key-buffer';
import { LoadingOverlay } from './LoadingOverlay';
import { TopBar } from './TopBar';
import { useWarehouseKeys } from './warehouse';

// the toast container and its library load once the first screen is painted (first-paint.ts; a toast made before
// waits in react-toastify's queue: ui-state.ts loadToaster)
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

/**
 * The frame around every screen: top bar, content, footer, loading overlay, alert, toasts. A handheld screen's
 * bottom bar is drawn into the slot below the content (BottomBar, through a portal): the content then scrolls
 * in its own box above the bar, so nothing ever lies under the bar (shell.css, "a screen with a bottom bar").
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const handheld = isHandheldPage(pathname);
  useWarehouseKeys(handheld);
  // a scan made between two screens is kept for the next scan field (key-buffer.ts)
  useEffect(() => (handheld ? installKeyBuffer() : undefined), [handheld]);
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const painted = useFirstPainted();
  return (
    <div className={handheld ? 'sp-shell sp-shell-handheld' : 'sp-shell'}>
      <TopBar />
      <div className="sp-scroll">
        <main className="sp-content">
          <BottomBarSlot.Provider value={slot}>{children}</BottomBarSlot.Provider>
        </main>
        <Footer />
      </div>
      <div ref={setSlot} className="sp-bottom-slot" />
      <LoadingOverlay />
      <AlertDialog />
      {painted && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
    </div>
  );
}

/** A screen's heading and body for non-warehouse screens. */
export function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="sp-page">
      <h1 className="sp-page-title">{title}</h1>
      {children}
    </section>
  );
}
