import { handheldNetworkScenario } from './handheld-network';
import type { Scenario } from './index';
import { integrationScenario } from './integration';
import { labelsScenario } from './labels';
import { ledgerScenarios } from './ledger';
import { lighthouseScenario } from './lighthouse';
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
  // the handheld in a browser (issue 41): slow 4G emulated, and Lighthouse's mobile score
  handheldNetworkScenario,
  lighthouseScenario,
];
