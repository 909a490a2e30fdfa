import { Slide, ToastContainer, type ToastContainerProps } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import { t } from '../../shared/i18n';
import { TOAST_DEFAULT_MS } from './ui-state';

/** Toasts top-right; success closes after 3000 ms (set per toast), others after 5000 ms; draggable. */
export const TOAST_CONTAINER: ToastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_DEFAULT_MS,
  draggable: true,
  theme: 'dark',
  transition: Slide,
  newestOnTop: true,
};

export function Toasts() {
  return <ToastContainer {...TOAST_CONTAINER} aria-label={t('shell.toasts')} />;
}
