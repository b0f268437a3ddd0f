// Before every API test file: passwords at the test cost (lib/passwords.ts says why).
import { lowerPasswordCostForTests } from '../lib/passwords';

lowerPasswordCostForTests();
