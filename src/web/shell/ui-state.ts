import { useSyncExternalStore } from 'react';

/**
 * The shared UI state of spec section 3: a loading flag and the alert. Screens change it through
 * the actions below (spec section 4: loading on/off, error toast, success toast, alert dialog,
 * clear alert); the shell renders it (LoadingOverlay, AlertDialog, the toast container).
 */
export type AlertType = 'success' | 'info' | 'warning' | 'danger';

export interface AlertState {
  message: string;
  show: boolean;
  type: AlertType;
  onDismiss?: () => void;
}

export interface UiState {
  loading: boolean;
  alert: AlertState;
}

const hidden: AlertState = { message: '', show: false, type: 'info' };
let state: UiState = { loading: false, alert: hidden };
const listeners = new Set<() => void>();

function set(next: Partial<UiState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useUiState(): UiState {
  return useSyncExternalStore(subscribe, () => state);
}

export function getUiState(): UiState {
  return state;
}

export function setLoading(on: boolean): void {
  if (state.loading !== on) set({ loading: on });
}

/** The alert dialog: a plain string, or a message with an optional dismiss action. */
export function showAlert(type: AlertType, message: string | { message: string; onDismiss?: () => void }): void {
  const m = typeof message === 'string' ? { message } : message;
  set({ alert: { show: true, type, message: m.message, ...(m.onDismiss ? { onDismiss: m.onDismiss } : {}) } });
}

/** Closes the alert and runs its dismiss callback (the close button does this). */
export function dismissAlert(): void {
  const { onDismiss } = state.alert;
  set({ alert: hidden });
  onDismiss?.();
}

/** Clears the alert without running its callback. */
export function clearAlert(): void {
  set({ alert: hidden });
}

export const TOAST_SUCCESS_MS = 3000;
export const TOAST_DEFAULT_MS = 5000;

type Toaster = typeof import('react-toastify')['toast'];
let toaster: Promise<Toaster> | undefined;

/**
 * react-toastify is loaded with the first toast or the toast container (ShellLayout renders it
 * lazily), not with the first screen: a toast made before its container mounts waits in its queue.
 */
export function loadToaster(): Promise<Toaster> {
  toaster ??= import('react-toastify').then((m) => m.toast);
  return toaster;
}

function showToast(kind: 'error' | 'success' | 'info', text: string, autoClose: number): void {
  void loadToaster().then((toast) => toast[kind](text, { autoClose }));
}

export function toastError(text: string): void {
  showToast('error', text, TOAST_DEFAULT_MS);
}

export function toastSuccess(text: string): void {
  showToast('success', text, TOAST_SUCCESS_MS);
}

export function toastInfo(text: string): void {
  showToast('info', text, TOAST_DEFAULT_MS);
}

/** Test helper: back to the initial state. */
export function resetUiState(): void {
  state = { loading: false, alert: hidden };
  for (const l of listeners) l();
}
