// The worker pool's bundle (decision 0120), written before any test file starts: the code that
// runs in worker threads is plain JavaScript that Node loads without Vite, so tests that reach
// the pool (uploads, overlaps, inspection) run the same bundle the server runs.
import { buildWorkers } from "../../scripts/build-workers.js";

export default async function setup() {
  await buildWorkers();
}
