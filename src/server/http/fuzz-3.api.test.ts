import { fuzzShard } from '../testing/fuzz';

// hostile input to every endpoint: part 3 of 4 (src/server/testing/fuzz.ts)
fuzzShard(3, 4);
