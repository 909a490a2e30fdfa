/** CSV for spreadsheets: the one implementation lives in shared/csv.ts (the dashboards' exports in the browser use it too). */
export * from '../../shared/csv';
