import { z } from 'zod';

// The server's Content-Security-Policy has no 'unsafe-eval'. Zod probes for compiled parsers
// with `new Function('')`: refused, it falls back anyway, but the refusal is reported as a CSP
// violation on every visit. Interpreted parsing is plenty for the client's payloads, so zod is
// told not to probe at all. Imported first by main.tsx, before any schema parses.
z.config({ jitless: true });
