import { fuzzShard } from '../testing/fuzz';

// hostile input to every endpoint: part 4 of 4 (src/server/testing/fuzz.ts)
fuzzShard(4, 4);
