import type { ReceiptKind, ReceiptState } from './goods-receipt.flow';

/**
 * Receipt drafts live in localStorage: the serial screen can be opened and closed without losing
 * the receipt, and a second tab on the same order continues the same flow with the same
 * idempotency key, so posting it again posts nothing new (the server replays the first answer).
 */
const key = (kind: ReceiptKind, number: string) => `gr-draft:${kind}:${number}`;

export function loadDraft(kind: ReceiptKind, number: string): ReceiptState | null {
  try {
    const raw = localStorage.getItem(key(kind, number));
    if (!raw) return null;
    const draft = JSON.parse(raw) as ReceiptState;
    if (draft.kind !== kind || draft.number !== number || !Array.isArray(draft.lines)) return null;
    // a posting interrupted by a reload is unknown: let the operator post again (same key: safe)
    return draft.status === 'posting' ? { ...draft, status: 'editing' } : draft;
  } catch {
    return null;
  }
}

export function saveDraft(state: ReceiptState): void {
  try {
    localStorage.setItem(key(state.kind, state.number), JSON.stringify(state));
  } catch {
    // storage full or disabled: the flow still works in this tab
  }
}

export function clearDraft(kind: ReceiptKind, number: string): void {
  localStorage.removeItem(key(kind, number));
}
