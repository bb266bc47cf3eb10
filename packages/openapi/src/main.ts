// `npm run build -w @yardfleet/openapi`: the OpenAPI document and the reference page into dist/ (src/build.ts).
import { DIST_DIR, writeArtifacts } from './build';

const started = Date.now();
const document = await writeArtifacts();
console.log(`built ${DIST_DIR}/openapi.json (${Object.keys(document['paths'] as object).length} paths) and reference/ in ${Date.now() - started} ms`);
