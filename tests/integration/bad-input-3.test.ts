// Bad input is a 4xx, never a 500: the suite (tests/support/bad-input-suite.ts) over share 3 of 4
// of the routes, so the workers take the shares side by side.
import { badInputSuite } from "../support/bad-input-suite";

badInputSuite(3, 4);
