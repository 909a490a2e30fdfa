import type { RETURN_CATEGORIES } from '../../../shared/contracts/returns/schemas';
import { type MessageId, t } from '../../../shared/i18n';

const CATEGORY_TEXT = {
  QUALITY: 'rma.category.QUALITY',
  BLOCKED: 'rma.category.BLOCKED',
} as const satisfies Record<(typeof RETURN_CATEGORIES)[number], MessageId>;

/** Where a return order's units go: quality inspection or blocked stock. */
export function CategoryText({ category }: { category: (typeof RETURN_CATEGORIES)[number] }) {
  return <>{t(CATEGORY_TEXT[category])}</>;
}
