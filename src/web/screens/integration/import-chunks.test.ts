import { describe, expect, it } from 'vitest';
import { csvRecordToRow } from '../../../shared/contracts/integration/csv';
import { parseCsv } from './csv-parse';
import { chunkRows, toLineErrors } from './import-chunks';

describe('CSV import: parse, map, chunk', () => {
  it('reads a file by its header and maps lists, plant data and flags onto API rows', () => {
    const table = parseCsv('material,serialized,gtins,plants,description\nM1,X,1234567890123|12345670,1000:0001|2000,"Cable, 2 m"\n\n');
    expect(table.problems).toEqual([]);
    expect(table.records.map(csvRecordToRow)).toEqual([
      {
        material: 'M1',
        serialized: true,
        gtins: ['1234567890123', '12345670'],
        plants: [{ plant: '1000', defaultSloc: '0001' }, { plant: '2000' }],
        description: 'Cable, 2 m',
      },
    ]);
  });

  it('cuts rows into chunks and maps row errors to file lines', () => {
    const chunks = chunkRows([1, 2, 3, 4, 5], 2);
    expect(chunks.map((c) => [c.offset, c.rows])).toEqual([
      [0, [1, 2]],
      [2, [3, 4]],
      [4, [5]],
    ]);
    expect(toLineErrors([{ row: 1, field: 'plant', code: 'X', message: 'm' }], 500)).toEqual([{ line: 503, field: 'plant', message: 'm' }]);
  });
});
