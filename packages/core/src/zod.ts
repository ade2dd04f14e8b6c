// zod as every schema of this repository builds with it. The generated pages' Content-Security-
// Policy forbids eval; zod probes `new Function` to compile faster object parsers when a schema is
// built, and the browser reports that probe as a violation on every page. Jitless parsing avoids
// it; importing z from here runs the setting before any schema is built (package.json lists this
// module as the package's one side effect, so bundlers keep the call).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
