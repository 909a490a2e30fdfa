import type { Scenario } from './index';
import { integrationScenario } from './integration';
import { ledgerScenarios } from './ledger';
import { outboundScenarios } from './outbound';

/** Scenarios run against each database, in this order. */
export const scenarios: Scenario[] = [...ledgerScenarios, integrationScenario, ...outboundScenarios];
