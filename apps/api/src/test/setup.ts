// Before every API test file: passwords at the test cost (lib/passwords.ts says why).
import { lowerPasswordCostForTests } from '../lib/passwords';
import { entryBundle } from './entry-bundle';

lowerPasswordCostForTests();
// Once per worker (the files share its modules): the entry points that tests run as processes.
await entryBundle();
