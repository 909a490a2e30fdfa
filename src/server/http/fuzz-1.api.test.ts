import { fuzzShard } from '../testing/fuzz';

// hostile input to every endpoint: part 1 of 4 (src/server/testing/fuzz.ts)
fuzzShard(1, 4);
