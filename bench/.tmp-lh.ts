import { lighthouseFigures } from './scenarios/lighthouse';
const f = await lighthouseFigures('http://127.0.0.1:4101', console.log, 1);
for (const [k, v] of Object.entries(f)) console.log(k, JSON.stringify(v.median));
