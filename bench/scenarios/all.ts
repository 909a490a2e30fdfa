import type { Scenario } from './index';
import { integrationScenario } from './integration';
import { labelsScenario } from './labels';
import { ledgerScenarios } from './ledger';
import { outboundScenarios } from './outbound';
import { physicalInventoryScenario } from './physical-inventory';
import { serialReceipt } from './receipt';

/** Scenarios run against each database, in this order. */
export const scenarios: Scenario[] = [
  ...ledgerScenarios,
  integrationScenario,
  ...outboundScenarios,
  serialReceipt,
  labelsScenario,
  physicalInventoryScenario,
];
