import type { Scenario } from './index';
import { ledgerScenarios } from './ledger';

/** Scenarios run against each database, in this order. */
export const scenarios: Scenario[] = [...ledgerScenarios];
