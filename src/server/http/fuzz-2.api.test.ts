import { fuzzShard } from '../testing/fuzz';

// hostile input to every endpoint: part 2 of 4 (src/server/testing/fuzz.ts)
fuzzShard(2, 4);
