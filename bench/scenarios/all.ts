import { handheldNetworkScenario } from './handheld-network';
import type { Scenario } from './index';
import { integrationScenario } from './integration';
import { labelsScenario } from './labels';
import { ledgerScenarios } from './ledger';
import { lighthouseScenario } from './lighthouse';
import { outboundScenarios } from './outbound';
import { physicalInventoryScenario } from './physical-inventory';
import { serialReceipt } from './receipt';

/**
 * Scenarios run against each database, in this order. The handheld in a browser first (issue 41: slow 4G emulated,
 * and Lighthouse's mobile score), on the freshly seeded, checkpointed database: after the load scenarios the server
 * and PostgreSQL are still busy with what those wrote (a full run of 52c2a20 that ran them last scored 67 / 73 / 58
 * against 85-91 / 80-86 / 77-79 for the same build measured alone), and a page load is not what they measure.
 */
export const scenarios: Scenario[] = [
  handheldNetworkScenario,
  lighthouseScenario,
  ...ledgerScenarios,
  integrationScenario,
  ...outboundScenarios,
  serialReceipt,
  labelsScenario,
  physicalInventoryScenario,
];
